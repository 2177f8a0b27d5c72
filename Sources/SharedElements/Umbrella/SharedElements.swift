// The `SharedElements` module: one import for the whole framework. Each layer is its own target
// (see the Architecture article in `SharedElements.docc`); this file re-exports them so users write
// `import SharedElements` and nothing else.

@_exported import SharedElementsGeometry
@_exported import SharedElementsRendering
@_exported import SharedElementsJSON
@_exported import SharedElementsImages
@_exported import SharedElementsText
@_exported import SharedElementsAnimation
@_exported import SharedElementsLayers
@_exported import SharedElementsCompositor
@_exported import SharedElementsRuntime
@_exported import SharedElementsTransitions
@_exported import SharedElementsPrototypes
