export { type RevealInput, scrollTopToReveal, visibleRange, type WindowInput } from './windowing.ts';
