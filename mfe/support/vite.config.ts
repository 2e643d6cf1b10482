import { defineConfig } from 'vite';
import { microfrontendConfig } from '../vite-microfrontend.ts';

export default defineConfig(microfrontendConfig(import.meta.dirname));
