// Usage: npm run money -- status | adopt | redeploy | treasury
//
// The operator's tool for a chain that does not match the ledger (docs/production.md, "When
// the chain does not match the ledger"). Uses the same environment as the service (DATABASE_URL
// or DATA_DIR, CHAIN_RPC_URL or the embedded anvil); with the embedded database, stop the
// service first (DATA_DIR admits one process).
//
//   status    what the engine and the monitor last found, the chain's and the ledger's nonces,
//             and every service wallet whose balance differs from its ledger entries.
//   adopt     the chain holds operator transactions the ledger never signed (a database restored
//             from a backup behind the chain, or the key used elsewhere): accept the chain's
//             nonce as the ledger's next one. Refused while operations are open.
//   redeploy  the recorded token contracts are gone on a chain with another history: forget them
//             (their ledger entries stay, for the record) and adopt the chain's nonce; the next
//             start deploys new contracts. Balances on the old tokens are NOT carried over: the
//             command prints them so they can be made whole deliberately. Refused while
//             operations are open.
//   treasury  per currency, the fiat held beyond its tokens because of cross-currency payments
//             (negative: short): what to move between currencies' accounts (docs/payments.md).
//   rails [YYYY-MM-DD]  with a day: reconcile each provider's statement of that UTC day with
//             the rail operations (discrepancies recorded, nothing moved); always: the open
//             discrepancies and the treasury per currency and rail (docs/rails.md).
import { configFromEnv } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { startAnvil } from '../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY, createChain } from '../src/chain/chain.js';
import { createChainWriter } from '../src/chain/writer.js';
import { createSupplyMonitor } from '../src/money/monitor.js';
import type { Address } from 'viem';
import { ROUTER } from '../src/chain/runtime.js';
import { treasurySurplus } from '../src/money/treasury.js';

const command = process.argv[2];
if (!['status', 'adopt', 'redeploy', 'treasury', 'rails'].includes(command ?? '')) {
  console.error('usage: npm run money -- status | adopt | redeploy | treasury | rails [YYYY-MM-DD]');
  process.exit(2);
}
if (command === 'rails') await railsCommand(process.argv[3]);

const config = configFromEnv();
const logger = createLogger('warn');
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
const anvil = config.chainRpcUrl ? undefined : await startAnvil({ dataDir: config.dataDir, logger });
const operatorKey = (
  config.chainOperatorKey ? `0x${config.chainOperatorKey.replace(/^0x/, '')}` : ANVIL_DEV_OPERATOR_KEY
) as `0x${string}`;
const chain = await createChain({ rpcUrl: config.chainRpcUrl ?? anvil!.rpcUrl, operatorKey, logger });
const { prisma } = db;
try {
  const writer = createChainWriter(chain, prisma);
  const contracts = await prisma.chainContract.findMany({
    where: { chainId: chain.chainId },
    orderBy: { symbol: 'asc' },
  });
  // The payment router is recorded with the tokens; it is not one.
  const tokens = Object.fromEntries(
    contracts.filter((c) => c.symbol !== ROUTER).map((c) => [c.symbol, c.address as Address]),
  );
  const onChain = await chain.publicClient.getTransactionCount({ address: writer.sender, blockTag: 'pending' });
  const open = await prisma.stablecoinTransaction.count({
    where: { status: { in: ['PENDING', 'SUBMITTED', 'REORGED'] } },
  });

  if (command === 'treasury') {
    console.log(JSON.stringify({ surplusByCurrency: await treasurySurplus(prisma) }, null, 2));
  } else if (command === 'status') {
    const monitor = createSupplyMonitor({
      prisma,
      chain,
      tokens,
      depth: BigInt(config.chain.confirmations),
      logger,
      intervalMs: 0,
    });
    console.log(
      JSON.stringify(
        {
          chainId: chain.chainId,
          operator: writer.sender,
          nonce: { chain: onChain, ledger: await writer.ledgerNonce() },
          openOperations: open,
          contracts: tokens,
          checks: (await monitor.report()).map((c) => ({ subject: c.subject, ok: c.ok, detail: c.detail })),
          walletDifferences: await monitor.wallets(),
        },
        null,
        2,
      ),
    );
  } else {
    if (open > 0) {
      console.error(`${open} operation(s) are still open; let the service finish or fail them first`);
      process.exit(1);
    }
    const ledgerNext = await writer.ledgerNonce();
    if (command === 'adopt' && onChain < ledgerNext) {
      console.error(
        `the chain (nonce ${onChain}) is behind the ledger (nonce ${ledgerNext}): the service replays the ledger onto it by itself; nothing to adopt`,
      );
      process.exit(1);
    }
    if (command === 'redeploy') {
      for (const c of contracts) {
        const sum = await prisma.ledgerEntry.aggregate({ where: { token: c.address }, _sum: { amount: true } });
        console.log(
          `${c.symbol}: forgetting ${c.address}; ledger total left on it: ${sum._sum.amount?.toFixed() ?? '0'}`,
        );
      }
      await prisma.chainContract.deleteMany({ where: { chainId: chain.chainId } });
      // The stored transactions this chain never had are not to be replayed onto it.
      await prisma.chainTransaction.updateMany({
        where: { chainId: chain.chainId, sender: writer.sender, nonce: { gte: onChain } },
        data: { replaced: true },
      });
    }
    await writer.adoptNonce(onChain);
    await prisma.moneyCheck.deleteMany({});
    console.log(
      `ledger nonce set to the chain's ${onChain}; start the service to ${command === 'redeploy' ? 'deploy new contracts' : 'carry on'}`,
    );
  }
} finally {
  await chain.close();
  await anvil?.stop();
  await db.close();
}

/** `rails [day]`: needs the database only (and the providers for a day's statements), not the chain. */
async function railsCommand(day: string | undefined): Promise<never> {
  const { reconcile, openDiscrepancies } = await import('../src/money/rails/reconcile.js');
  const { railBacking, railTreasury, signedMajor } = await import('../src/money/rails/treasury.js');
  const { createRailRegistry } = await import('../src/money/rails/registry.js');
  const { loadSecrets } = await import('../src/security/secrets.js');
  const { systemClock } = await import('../src/kernel/clock.js');
  if (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    console.error('usage: npm run money -- rails [YYYY-MM-DD]');
    process.exit(2);
  }
  const config = configFromEnv();
  const logger = createLogger('warn');
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  const rails = createRailRegistry({ config, secrets: loadSecrets(config), clock: systemClock, logger });
  let status = 0;
  try {
    const out: Record<string, unknown> = {};
    if (day) {
      if (config.rails.simulator) {
        // The in-process simulator's transactions live in the service's memory; this process's would be empty.
        console.error(
          'RAIL_SIMULATOR: the simulator runs inside the service; reconcile against real providers (RAILS)',
        );
        status = 1;
      } else {
        await rails.start('http://127.0.0.1');
        out.reconciled = [];
        for (const provider of rails.providers) {
          const r = await reconcile({ prisma: db.prisma, rails, clock: systemClock }, provider, day);
          (out.reconciled as unknown[]).push(r);
          if (r.discrepancies.length > 0) status = 1;
        }
      }
    }
    const open = await openDiscrepancies(db.prisma, 100);
    out.openDiscrepancies = open;
    const backing = await railBacking(db.prisma);
    out.treasury = (await railTreasury(db.prisma)).map((r) => {
      const b = backing.find((x) => x.currency === r.currency && x.provider === r.provider);
      return {
        currency: r.currency,
        provider: r.provider,
        collected: signedMajor(r.collectedMinor, r.currency),
        paidOut: signedMajor(r.paidOutMinor, r.currency),
        refunded: signedMajor(r.refundedMinor, r.currency),
        held: signedMajor(r.heldMinor, r.currency),
        // held = outstanding + in flight once ended operations balance (the monitor's check).
        outstanding: b ? signedMajor(b.outstandingMinor, r.currency) : '0',
        inFlight: b ? signedMajor(b.inFlightMinor, r.currency) : '0',
        balanced: b ? b.differenceMinor === 0n : r.heldMinor === 0n,
      };
    });
    console.log(JSON.stringify(out, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2));
  } finally {
    await rails.stop();
    await db.close();
  }
  process.exit(status);
}
