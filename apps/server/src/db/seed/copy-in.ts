import { once } from 'node:events';
import type pg from 'pg';

/** The COPY data is sent in pieces of this size, each when the socket has taken the one before. */
const PIECE = 256 * 1024;

/** The driver's connection, with the COPY messages its JavaScript has and its types leave out. */
type CopyConnection = pg.Connection & {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
};

/**
 * Runs `statement` (a COPY ... FROM STDIN) on the client with `data` as its input: the protocol's
 * copy-in, which pg's client runs for a query object that answers its messages (as the
 * pg-copy-streams package does, for the one case the seed needs: all the data at hand).
 */
export function copyIn(client: pg.Client, statement: string, data: Uint8Array): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    const query = {
      submit(connection: pg.Connection) {
        connection.query(statement);
      },
      handleCopyInResponse(connection: CopyConnection) {
        send(connection).catch((error: Error) => connection.sendCopyFail(error.message));
      },
      handleCommandComplete() {},
      handleReadyForQuery() {
        if (!failed) resolve();
      },
      // The server ends a failed COPY with an error, then is ready again; a lost connection only errs.
      handleError(error: Error) {
        failed = true;
        reject(error);
      },
    };
    const send = async (connection: CopyConnection) => {
      for (let at = 0; at < data.byteLength; at += PIECE) {
        const length = Math.min(PIECE, data.byteLength - at);
        connection.sendCopyFromChunk(Buffer.from(data.buffer, data.byteOffset + at, length));
        if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
      }
      connection.endCopyFrom();
    };
    client.query(query as pg.Submittable);
  });
}
