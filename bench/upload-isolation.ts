import { performance } from 'node:perf_hooks';
import axios from 'axios';
import { uploadFile } from '../test/helpers/uploads';
import { loadPaths, type LoadFigures } from './http-load';
import { withApiProcess } from './service-process';
import type { Benchmark, BenchResult, Figures } from './types';

const HEALTHZ_CONNECTIONS = 2;
const SECONDS = 10;
const NORMAL_ROWS = 10_000;

const card = (property: string) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Juma Ali\r\n${property}\r\nEND:VCARD\r\n`;

/** The hostile files: each took the API's event loop for seconds when it was parsed there. */
const HOSTILE = [
  {
    path: '/contacts/import/vcf',
    filename: 'tel.vcf',
    content: card(`TEL${';X=a'.repeat(1_000_000)}:0712000001`),
    status: 422,
  },
  {
    path: '/contacts/import/vcf',
    filename: 'params.vcf',
    content: card(`TEL${';X=a'.repeat(200_000)}:0712000001`),
    status: 422,
  },
  {
    path: '/contacts/import/csv',
    filename: 'commas.csv',
    content: `name,phone${','.repeat(5_000_000)}\nJuma Ali,0712000001\n`,
    status: 422,
  },
  {
    path: '/contacts/import/csv',
    filename: 'bad.csv',
    status: 200,
    content: [
      'name,phone,email,birth_date',
      ...Array.from({ length: 80_000 }, (_, i) => `x${i},12${i},not-an-email,99/99/9999`),
    ].join('\n'),
  },
];

const normalCsv = () =>
  [
    'name,phone,email',
    ...Array.from({ length: NORMAL_ROWS }, (_, i) => `Mteja ${i},0716${String(i).padStart(6, '0')},m${i}@ex.co.tz`),
  ].join('\n');

const healthzFigures = (load: LoadFigures): Figures => ({
  'p50 ms': load.p50,
  'p99 ms': load.p99,
  'requests/s': load.rps,
  failures: load.failures,
});

/**
 * Issue item 1: against one API process of its own, GET /healthz latency (autocannon, its own thread, 2 connections)
 * with no upload, then while the four hostile files are uploaded over and over, four at a time; a normal CSV of
 * 10,000 rows is imported in the middle of that and timed.
 */
export const run: Benchmark = async (ctx) =>
  withApiProcess(async (url) => {
    const session = await ctx.createTenant();
    const api = axios.create({
      baseURL: `${url}/api`,
      headers: { authorization: `Bearer ${session.token}` },
      validateStatus: () => true,
    });
    // Warm-up: the process's upload thread starts with its first upload.
    await uploadFile(api, '/contacts/import/csv', 'warm.csv', 'name,phone\nJuma Ali,0712000001\n', {
      type: 'text/csv',
    });
    const quiet = await loadPaths(url, undefined, ['/healthz'], HEALTHZ_CONNECTIONS, SECONDS / 2, { warmupSeconds: 1 });

    let stopping = false;
    const answers = { uploads: 0, unexpected: 0 };
    const hostileLoop = async (file: (typeof HOSTILE)[number]) => {
      while (!stopping) {
        const res = await uploadFile(api, file.path, file.filename, file.content, { type: 'application/octet-stream' });
        answers.uploads++;
        if (res.status !== file.status || (res.status === 200 && res.data.imported !== 0)) answers.unexpected++;
      }
    };
    const loops = HOSTILE.map(hostileLoop);
    const busy = loadPaths(url, undefined, ['/healthz'], HEALTHZ_CONNECTIONS, SECONDS);
    const started = performance.now();
    const normal = await uploadFile(api, '/contacts/import/csv', 'normal.csv', normalCsv(), { type: 'text/csv' });
    const normalSeconds = (performance.now() - started) / 1000;
    const underLoad = await busy;
    stopping = true;
    await Promise.all(loops);
    const normalImported = normal.status === 200 ? Number(normal.data.imported) : 0;

    const results: BenchResult[] = [
      {
        name: `GET /healthz while 4 hostile uploads run at once (${answers.uploads} uploads in ${SECONDS} s, one API process)`,
        figures: { ...healthzFigures(underLoad), 'unexpected answers': answers.unexpected },
        baseline: { name: 'GET /healthz, no upload (same process, same run)', figures: healthzFigures(quiet) },
        ratio: `p99 ${underLoad.p99} ms against ${quiet.p99} ms`,
        target: 'p99 < 50 ms, no failure, every hostile file refused (the bad rows all skipped)',
        pass: underLoad.p99 < 50 && underLoad.failures === 0 && answers.unexpected === 0,
      },
      {
        name: `CSV import of ${NORMAL_ROWS.toLocaleString('en')} rows during the hostile uploads`,
        figures: { s: normalSeconds.toFixed(2), imported: normalImported, status: normal.status },
        target: '< 5 s, every row imported',
        pass: normalSeconds < 5 && normalImported === NORMAL_ROWS,
      },
    ];
    return results;
  });
