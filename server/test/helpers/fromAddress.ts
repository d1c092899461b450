/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON the tests assert on field by field */
import http from 'node:http';

export interface AddressAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * A JSON call whose connection leaves from `localAddress` (127.0.0.2, 127.0.0.3 … are all this
 * machine), so the server sees a different client IP per address. The server must listen on
 * 127.0.0.1 or 0.0.0.0.
 */
export function fromAddress(localAddress: string, baseUrl: string) {
  return function call(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<AddressAnswer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const request = http.request(
        new URL(path, baseUrl),
        {
          method,
          localAddress,
          agent: false,
          headers: {
            ...headers,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}
