/// Pixel snapshot testing for SharedElements: this module grows with the snapshotting work.
public enum SnapshottingModule {}
