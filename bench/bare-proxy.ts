// #8's floor: a bare Node proxy in a process of its own, as the Zonescope proxy has one. The floor
// server (floor-server.ts) without pages: every /dns/v1/ request passed on to the origin given as
// its argument, no checks. Prints its origin.
import { startFloorServer } from './floor-server.ts';

const apiOrigin = process.argv[2];
if (apiOrigin === undefined) throw new Error('usage: node bench/bare-proxy.ts <api origin>');
const floor = await startFloorServer(apiOrigin, []);
console.log(floor.origin);
