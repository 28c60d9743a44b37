import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  server: { port, strictPort: true, host: '127.0.0.1' },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
