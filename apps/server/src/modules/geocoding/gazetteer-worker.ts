// Runs in the gazetteer's worker thread (gazetteer-thread.ts): loads the gazetteer, then answers
// place requests in the order they came, the ones sent during the load included.
import { parentPort } from 'node:worker_threads';
import { loadGazetteer } from './gazetteer.ts';
import { placeAddress } from './offline.ts';
import type { PlaceReply, PlaceRequest } from './gazetteer-thread.ts';

const port = parentPort!;
loadGazetteer();
port.postMessage({ ready: true } satisfies PlaceReply);
port.on('message', ({ id, address, countryCode }: PlaceRequest) => {
  port.postMessage({ id, placement: placeAddress(address, countryCode) } satisfies PlaceReply);
});
