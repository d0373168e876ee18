/**
 * The publisher the emulated ingestion tasks fetch from in the test run. A task fetches its dataset's
 * setting (DATA_URL_<DATASET_ID>), never an address it carries, so the test run starts the emulators
 * with these settings (scripts/test.ts) and the queue's suite (functions/test/integration/
 * ingest-task-queue.test.ts) serves them on this fixed port while it runs. `npm start` sets none: the
 * local stack stays offline.
 */
export const LOCAL_PUBLISHER_PORT = 4510;
const base = `http://127.0.0.1:${LOCAL_PUBLISHER_PORT}`;

/** A slow source, a changed file, a missing one and garbage. */
export const LOCAL_PUBLISHER_SETTINGS = {
  DATA_URL_WA_RETAIL_SALES: `${base}/slow.csv`,
  DATA_URL_CT_WEEKLY_SALES: `${base}/ct-cannabis-retail-sales-by-week.csv`,
  DATA_URL_MA_FLOWER_PRICES: `${base}/gone.csv`,
  DATA_URL_OR_SALES: `${base}/or-sales.csv`,
};
