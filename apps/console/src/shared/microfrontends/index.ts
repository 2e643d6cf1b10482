export { ChunkLoadError, CssChunkLoadError, classifyChunkFailure, isChunkFailure, loadChunk } from './chunk-loading.ts';
export { microfrontendRegistryQueryOptions } from './registry.ts';
