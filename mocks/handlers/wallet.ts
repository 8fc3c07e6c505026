// Wallet, card payments and the mock checkout that completes them.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { CreateWalletTopupBody, ListWalletTransactionsQueryParams } from '../../generated/zod/wallet/wallet.zod';
import {
  maxBalance,
  maxTopup,
  minTopup,
  recordTransaction,
  SETTLED_TRANSFER_AMOUNT,
  WALLET_CURRENCY,
  walletTotals,
  type PaymentRecord,
  type WalletTransactionRecord,
} from '../data/wallet';
import type { Db } from '../db';
import { currentAccount, requireRole } from '../lib/auth';
import { sendMail } from '../lib/outbox';
import {
  badRequest,
  conflict,
  errorResponse,
  jsonBody,
  notFound,
  paginate,
  queryParams,
  type RequestContext,
  type Router,
} from '../lib/http';
import { checkoutUrl, markBookingPaid } from './scheduling/payments';

const publicTransaction = ({ clientIdentifier: _c, ...t }: WalletTransactionRecord) => t;

const BANK_NAME = 'Wema Bank (Mock)';

/** A stable 10-digit account number derived from the client identifier. */
function accountNumberFor(clientIdentifier: string): string {
  let hash = 7;
  for (const ch of clientIdentifier) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  return `9${String(hash).padStart(9, '0')}`;
}

const major = (minor: number) => (minor / 100).toLocaleString('en');

/** A top-up may not take the balance past the currency's maximum (409 BALANCE_LIMIT); refunds are never refused. */
function checkBalanceRoom(db: Db, clientIdentifier: string, amount: number): void {
  const limit = maxBalance(WALLET_CURRENCY);
  if (walletTotals(db.state, clientIdentifier).balance + amount > limit) {
    throw conflict(
      `A wallet can hold at most ${major(limit)} ${WALLET_CURRENCY}: this top-up would take the balance past it.`,
      'BALANCE_LIMIT',
    );
  }
}

function ownPayment(db: Db, clientIdentifier: string, reference: string): PaymentRecord {
  const payment = db.state.payments.find((p) => p.reference === reference);
  if (!payment || payment.clientIdentifier !== clientIdentifier) throw notFound('Payment');
  return payment;
}

export function registerWallet(router: Router, db: Db): void {
  router.get('/wallet/transactions', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    const q = queryParams(ctx, ListWalletTransactionsQueryParams);
    if (q.fromDate && q.toDate && q.fromDate > q.toDate) throw badRequest(['fromDate: must not be after toDate']);
    const items = db.state.walletTransactions
      .filter((t) => t.clientIdentifier === me.identifier)
      .filter((t) => !q.transactionType || t.type === q.transactionType)
      .filter((t) => !q.fromDate || t.createdAt.slice(0, 10) >= q.fromDate)
      .filter((t) => !q.toDate || t.createdAt.slice(0, 10) <= q.toDate)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map(publicTransaction);
    return paginate(items, q.page, 10);
  });

  router.get('/wallet/transactions/{id}', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    const t = db.state.walletTransactions.find(
      (x) => x.identifier === ctx.params.id && x.clientIdentifier === me.identifier,
    );
    if (!t) throw notFound('Transaction');
    return publicTransaction(t);
  });

  router.get('/wallet/stats', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    return { ...walletTotals(db.state, me.identifier), currencyCode: WALLET_CURRENCY };
  });

  router.get('/wallet/balance', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    return { balance: walletTotals(db.state, me.identifier).balance, currencyCode: WALLET_CURRENCY };
  });

  router.post(
    '/payment/wallet',
    async (ctx) => {
      const me = requireRole(db, ctx, 'client');
      const body = await jsonBody(ctx, CreateWalletTopupBody);
      const minimum = minTopup(WALLET_CURRENCY);
      const maximum = maxTopup(WALLET_CURRENCY);
      if (body.amount < minimum)
        throw badRequest([`amount: Minimum topup amount is ${major(minimum)} ${WALLET_CURRENCY}`]);
      if (body.amount > maximum)
        throw badRequest([`amount: Maximum topup amount is ${major(maximum)} ${WALLET_CURRENCY}`]);
      checkBalanceRoom(db, me.identifier, body.amount);
      const payment: PaymentRecord = {
        reference: db.newId('ref'),
        clientIdentifier: me.identifier,
        purpose: 'topup',
        bookingIdentifier: null,
        amount: body.amount,
        currencyCode: WALLET_CURRENCY,
        status: 'pending',
        createdAt: db.now().toISOString(),
      };
      db.state.payments.push(payment);
      return {
        metadata: { authorizationUrl: checkoutUrl(ctx, payment.reference) },
        payment: {
          reference: payment.reference,
          amount: payment.amount,
          currencyCode: payment.currencyCode,
          status: payment.status,
        },
      };
    },
    { status: 201, idempotent: true },
  );

  router.get('/payment/status/{reference}', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    const p = ownPayment(db, me.identifier, ctx.params.reference);
    return {
      reference: p.reference,
      status: p.status,
      amount: p.amount,
      currencyCode: p.currencyCode,
      purpose: p.purpose,
      bookingIdentifier: p.bookingIdentifier,
    };
  });

  router.post(
    '/virtual-accounts/generate',
    (ctx) => {
      const me = requireRole(db, ctx, 'client');
      const existing = db.state.virtualAccounts[me.identifier];
      if (existing) return existing;
      if (!me.firstName?.trim() || !me.lastName?.trim()) {
        throw conflict(
          'Please update your first and last name in your profile before generating a virtual account.',
          'NAMES_REQUIRED',
        );
      }
      const created = {
        bankName: BANK_NAME,
        accountNumber: accountNumberFor(me.identifier),
        accountName: `${me.firstName.trim()} ${me.lastName.trim()}`,
      };
      db.state.virtualAccounts[me.identifier] = created;
      return created;
    },
    { status: 201, idempotent: true },
  );

  router.get('/virtual-accounts/account', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    const existing = db.state.virtualAccounts[me.identifier];
    if (!existing) throw notFound('Virtual account');
    return existing;
  });
}

/**
 * Mock-only (the bank's side): a transfer to the client's virtual account has arrived. The wallet is credited, a
 * `topup` transaction is recorded and the "top-up complete" e-mail goes to the outbox. 404 without a virtual account.
 */
function settleTransfer(db: Db, clientIdentifier: string, amount = SETTLED_TRANSFER_AMOUNT): WalletTransactionRecord {
  const account = db.state.virtualAccounts[clientIdentifier];
  const client = db.state.accounts.find((a) => a.identifier === clientIdentifier);
  if (!account || !client) throw notFound('Virtual account');
  checkBalanceRoom(db, clientIdentifier, amount);
  const transaction = recordTransaction(db.state, {
    identifier: db.newId('wt'),
    clientIdentifier,
    type: 'topup',
    amount,
    description: 'Wallet top-up by bank transfer',
    reference: db.newId('trf'),
    bookingIdentifier: null,
    createdAt: db.now().toISOString(),
  });
  sendMail(db, { kind: 'topup-complete', to: client.email, link: '/wallet/' });
  return transaction;
}

const CheckoutBody = z.object({ outcome: z.enum(['success', 'failed']) });

/** Completes a pending card payment: success credits a top-up or confirms and pays a booking; failed leaves both as they were. */
function completeCheckout(db: Db, reference: string, outcome: 'success' | 'failed'): PaymentRecord {
  const payment = db.state.payments.find((p) => p.reference === reference);
  if (!payment) throw notFound('Payment');
  if (payment.status !== 'pending') throw conflict('This payment has already been completed.', 'PAYMENT_COMPLETED');
  if (outcome === 'failed') {
    payment.status = 'failed';
    return payment;
  }
  if (payment.purpose === 'booking') {
    const booking = db.state.bookings.find((b) => b.identifier === payment.bookingIdentifier);
    if (!booking || booking.status !== 'pending' || booking.paymentStatus !== 'unpaid') {
      payment.status = 'failed';
      throw conflict('This booking no longer awaits payment.', 'NOT_AWAITING_PAYMENT');
    }
    markBookingPaid(booking);
  } else {
    try {
      checkBalanceRoom(db, payment.clientIdentifier, payment.amount);
    } catch (error) {
      // Another top-up filled the wallet while this one was at the checkout: the card is not charged.
      payment.status = 'failed';
      throw error;
    }
    recordTransaction(db.state, {
      identifier: db.newId('wt'),
      clientIdentifier: payment.clientIdentifier,
      type: 'topup',
      amount: payment.amount,
      currencyCode: payment.currencyCode,
      description: 'Wallet top-up by card',
      reference: payment.reference,
      bookingIdentifier: null,
      createdAt: db.now().toISOString(),
    });
  }
  payment.status = 'success';
  return payment;
}

/** What the mock checkout page shows of a payment: the payment, and for a booking its therapy and provider. */
function checkoutView(db: Db, { clientIdentifier: _c, ...payment }: PaymentRecord) {
  const booking = db.state.bookings.find((b) => b.identifier === payment.bookingIdentifier);
  const provider = booking
    ? [booking.provider.title, booking.provider.firstName, booking.provider.lastName].filter(Boolean).join(' ')
    : null;
  return { ...payment, therapyName: booking?.therapyCategory.name ?? null, providerName: provider };
}

/** Mock-only calls of the checkout page (not in the contract): read a payment, and complete it with Pay or Decline. */
export function checkoutHandlers(db: Db, baseUrl: string): HttpHandler[] {
  return [
    // The dev menu's "Settle transfer" for the signed-in client (bearer token), as the bank would.
    http.post(`${baseUrl}/__mock/transfer/settle`, ({ request }) =>
      db.exclusive(async () => {
        try {
          const me = currentAccount(db, { request, params: {}, url: new URL(request.url) });
          const transaction = settleTransfer(db, me.identifier);
          db.save();
          return HttpResponse.json(publicTransaction(transaction), { status: 201 });
        } catch (error) {
          return errorResponse(error);
        }
      }),
    ),
    http.get(`${baseUrl}/__mock/checkout/:reference`, ({ params }) => {
      const payment = db.state.payments.find((p) => p.reference === params.reference);
      return payment ? HttpResponse.json(checkoutView(db, payment)) : errorResponse(notFound('Payment'));
    }),
    http.post(`${baseUrl}/__mock/checkout/:reference`, ({ request, params }) =>
      db.exclusive(async () => {
        const ctx: RequestContext = { request, params: params as Record<string, string>, url: new URL(request.url) };
        try {
          const { outcome } = await jsonBody(ctx, CheckoutBody);
          const payment = completeCheckout(db, String(params.reference), outcome);
          db.save();
          return HttpResponse.json(checkoutView(db, payment));
        } catch (error) {
          db.save();
          return errorResponse(error);
        }
      }),
    ),
  ];
}
