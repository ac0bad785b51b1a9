/**
 * Sender names of well-known Tanzanian brands and authorities that no tenant may request: mobile networks and their
 * money services, banks, and government bodies, the names smishing imitates. Not exhaustive: every request is
 * still reviewed by a platform admin; this refuses the obvious ones before they reach the queue.
 */
const RESERVED_SENDER_IDS = new Set([
  // mobile networks and mobile money
  'VODACOM',
  'MPESA',
  'VODAPESA',
  'TIGO',
  'TIGOPESA',
  'YAS',
  'MIXX',
  'MIXXBYYAS',
  'AIRTEL',
  'AIRTELMONEY',
  'HALOTEL',
  'HALOPESA',
  'TTCL',
  'TTCLPESA',
  'TPESA',
  'ZANTEL',
  'EZYPESA',
  'SELCOM',
  'AZAMPESA',
  // banks
  'NMB',
  'NMBBANK',
  'CRDB',
  'CRDBBANK',
  'NBC',
  'NBCBANK',
  'STANBIC',
  'EXIMBANK',
  'ABSA',
  'EQUITY',
  'AZANIA',
  'BOT',
  // government and regulators
  'TRA',
  'TCRA',
  'POLISI',
  'POLICE',
  'NIDA',
  'NHIF',
  'NSSF',
  'PSSSF',
  'TANESCO',
  'DAWASA',
  'RITA',
  'NECTA',
  'HESLB',
  'BRELA',
  'SERIKALI',
  'IKULU',
  'GOVERNMENT',
  'GOVTZ',
  'EGA',
  'TPA',
  'TANROADS',
  'LATRA',
  'TBS',
  'TMDA',
]);

/** True when `senderId` (any case) is a reserved brand or authority name. */
export const isReservedSenderId = (senderId: string): boolean => RESERVED_SENDER_IDS.has(senderId.toUpperCase());
