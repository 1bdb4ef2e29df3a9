import type { Payment, PaymentStatus, StablecoinTransaction } from '../generated/prisma/client.js';
import type { EventInput } from '../events/outbox.js';

// Money's events in the outbox (src/events/outbox.ts), recorded in the same database transaction
// as the change they announce: a deposit or withdrawal's every status (its request's PENDING,
// AWAITING_DEPOSIT, PENDING again once collected, SUBMITTED, PAYING_OUT, CONFIRMED, FAILED or
// REORGED), a re-mint recorded, and a payment's status. A payment's legs are announced through
// their payment.

/** The operation as GraphQL's StablecoinTransaction shows it. */
export function transactionEvents(rows: StablecoinTransaction[], at: Date): EventInput[] {
  return rows
    .filter((r) => r.paymentId === null)
    .map((r) => ({
      userId: r.userId,
      type: 'STABLECOIN_TRANSACTION_UPDATED',
      subject: { type: 'StablecoinTransaction', id: r.uuid },
      data: {
        id: r.uuid,
        databaseId: r.id,
        status: r.status,
        direction: r.networkOp === 'MINT' ? 'DEPOSIT' : 'WITHDRAWAL',
        chainOperation: r.networkOp,
        fiatAmount: { amount: r.fiatAmt.toFixed(2), currency: r.fiatIso },
        tokenAmount: { amount: r.tokenAmt.toFixed(2), currency: r.tokenSymbol },
        transactionHash: r.networkTxHash,
        failureReason: r.failureReason,
      },
      at,
    }));
}

/** A payment's new status, to both its parties. */
export function paymentEvents(
  p: Pick<Payment, 'uuid' | 'senderId' | 'recipientId'>,
  change: { status: PaymentStatus; failureReason: string | null },
  at: Date,
): EventInput[] {
  return [...new Set([p.senderId, p.recipientId ?? p.senderId])].map((userId) => ({
    userId,
    type: 'PAYMENT_UPDATED',
    subject: { type: 'Payment', id: p.uuid },
    data: { id: p.uuid, status: change.status, failureReason: change.failureReason },
    at,
  }));
}
