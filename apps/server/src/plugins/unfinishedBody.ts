import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** How long the rest of a refused body may go on arriving (read and dropped) before the socket is closed. */
export const LINGER_MS = 5_000;

/** Sockets already set to close gently (one answer per request, but the hook must not wrap twice). */
const lingering = new WeakSet<Socket>();

/**
 * Closes a connection whose request body was still arriving when its answer was sent, without resetting it.
 *
 * An upload over its limit (fileTooLarge), a JSON body over BODY_LIMIT_BYTES (413), or any early refusal
 * (401 before an upload was read) is answered before the client has sent the whole body. Keeping such a
 * connection alive is wrong: the server would have to read the rest before the next request on it, and
 * the client does not know where the body ends for the server. So the answer says `Connection: close`
 * (clients then open a new connection for their next request), and the connection is closed the way
 * HTTP/1.1 asks for (RFC 9112 §9.6, "lingering close"): the answer and a FIN go out, what the client
 * still sends is read and dropped until its body ends, the client closes, or LINGER_MS pass, and only
 * then is the socket destroyed. Destroying it at once, with bytes unread, makes the kernel answer RST,
 * which can take the answer with it before the client has read it (Node's own `Connection: close`
 * handling does exactly that: `destroySoon` destroys once the answer is written).
 */
export default fp(async function unfinishedBodyPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    // Injected requests (light-my-request) have no `complete` at all: only a real, unfinished body counts.
    if (raw.complete !== false) return;
    // A body that has all arrived may still be in the parser: a route can answer from inside the parser's
    // callback for the body's last bytes (an upload read whole), before the end of the message is parsed.
    await new Promise((resolve) => setImmediate(resolve));
    if (raw.complete) return;
    reply.header('connection', 'close');
    const socket = raw.socket as Socket | null;
    if (!socket || lingering.has(socket)) return;
    lingering.add(socket);
    // Node's server calls destroySoon() on the socket once a `Connection: close` answer is written.
    socket.destroySoon = () => closeGently(raw, socket);
  });

  // A body that arrived whole but was not read to its end (a route that refused it part-way): what is left
  // of it is read and dropped, or the parser, paused by the unread bytes, would never read the next request.
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    if (raw.complete === true && !raw.readableEnded) raw.resume();
  });
});

/** Half-closes the socket after the answer, drops the rest of the body, then destroys the socket. */
function closeGently(raw: IncomingMessage, socket: Socket) {
  if (socket.destroyed) return;
  const destroy = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(destroy, LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // The client finished its body or closed its side: nothing more will be read, and the answer is out.
  if (raw.readableEnded) return destroyAfterWrite(socket);
  raw.once('end', () => destroyAfterWrite(socket));
  socket.once('end', destroy);
  // The HTTP parser keeps feeding the rest of the body into the request; read it so that it keeps flowing.
  raw.resume();
  socket.end();
}

/** Ends the writing side (the FIN after the answer) and destroys the socket once that is written. */
function destroyAfterWrite(socket: Socket) {
  if (socket.writableFinished) socket.destroy();
  else socket.once('finish', () => socket.destroy()).end();
}
