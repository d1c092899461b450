// React Router 7 and MSW need these web globals, which jsdom lacks (design.md §6).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
process.env.API_URL ??= 'http://localhost:4000/api';
