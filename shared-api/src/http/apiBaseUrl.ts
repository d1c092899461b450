/** API base from the build-time API_URL setting; the local API's address by default. */
export const API_BASE_URL: string = process.env.API_URL ?? 'http://localhost:4000/api';
