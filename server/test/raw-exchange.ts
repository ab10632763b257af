import { connect } from 'node:net';

/**
 * Writes `request` as it is on a fresh connection and returns everything the server sends until it
 * closes. A server that refuses a request before reading all of it may reset the connection: what
 * came before the reset is the answer.
 */
export function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
  });
}
