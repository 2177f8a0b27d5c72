// The layers `SharedElementsRuntime` builds on, re-exported so every file of this target sees them
// (and, through them, the layers below). Nothing here may import a higher layer.

@_exported import SharedElementsCompositor
