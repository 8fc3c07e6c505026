// Wallet: balance, transactions, stats, card top-ups through the mock checkout, virtual accounts.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CreateWalletTopupResponse,
  GenerateVirtualAccountResponse,
  GetPaymentStatusResponse,
  GetVirtualAccountResponse,
  GetWalletBalanceResponse,
  GetWalletStatsResponse,
  GetWalletTransactionResponse,
  ListWalletTransactionsResponse,
} from '../../generated/zod/wallet/wallet.zod';
import { emails } from '../data/ids';
import { SETTLED_TRANSFER_AMOUNT } from '../data/wallet';
import { checkoutHandlers } from './wallet';
import { readOutbox } from '../lib/outbox';
import { at, BASE, setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();
const client = () => backend.login(emails.client);

async function checkout(method: 'GET' | 'POST', reference: string, body?: unknown) {
  const request = new Request(`${BASE}/__mock/checkout/${reference}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(checkoutHandlers(backend.db, BASE), request);
  return { status: response!.status, body: await response!.json() };
}

async function allTransactions(token: string, query = '') {
  const items = [];
  for (let page = 1; ; page++) {
    const res = await backend.call('GET', `/wallet/transactions?page=${page}${query}`, { token });
    expect(res.status).toBe(200);
    const parsed = ListWalletTransactionsResponse.parse(res.body);
    items.push(...parsed.items);
    if (page >= parsed.pageInfo.totalPages) return items;
  }
}

const balanceOf = async (token: string) =>
  GetWalletBalanceResponse.parse((await backend.call('GET', '/wallet/balance', { token })).body).balance;

describe('balance, transactions and stats', () => {
  it('has a seeded NGN balance in minor units', async () => {
    const res = await backend.call('GET', '/wallet/balance', { token: await client() });
    expect(GetWalletBalanceResponse.parse(res.body)).toEqual({ balance: 5_000_000, currencyCode: 'NGN' });
  });

  it('pages transactions by 10, newest first, with every type', async () => {
    const token = await client();
    const first = ListWalletTransactionsResponse.parse(
      (await backend.call('GET', '/wallet/transactions', { token })).body,
    );
    expect(first.items).toHaveLength(10);
    expect(first.pageInfo).toMatchObject({ page: 1, pageSize: 10, totalPages: 2 });
    const all = await allTransactions(token);
    expect(all).toHaveLength(first.pageInfo.totalItems);
    const times = all.map((t) => Date.parse(t.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((t) => t.type))).toEqual(new Set(['topup', 'payment', 'refund', 'withdrawal']));
  });

  it('filters by type and by creation day range', async () => {
    const token = await client();
    const refunds = await allTransactions(token, '&transactionType=refund');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((t) => t.type === 'refund')).toBe(true);
    const all = await allTransactions(token);
    const from = at(all, 5).createdAt.slice(0, 10);
    const to = at(all, 2).createdAt.slice(0, 10);
    const ranged = await allTransactions(token, `&fromDate=${from}&toDate=${to}`);
    expect(ranged.map((t) => t.identifier)).toEqual(
      all.filter((t) => t.createdAt.slice(0, 10) >= from && t.createdAt.slice(0, 10) <= to).map((t) => t.identifier),
    );
    expect(ranged.length).toBeGreaterThanOrEqual(4);
    expect((await backend.call('GET', `/wallet/transactions?fromDate=${to}&toDate=${from}`, { token })).status).toBe(
      from === to ? 200 : 400,
    );
    const bad = await backend.call('GET', '/wallet/transactions?fromDate=yesterday&transactionType=gift', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(' ')).toMatch(/fromDate.*transactionType/);
  });

  it('returns one transaction of the caller only', async () => {
    const token = await client();
    const res = await backend.call('GET', '/wallet/transactions/wt_demo_10', { token });
    expect(GetWalletTransactionResponse.parse(res.body)).toMatchObject({
      type: 'refund',
      bookingIdentifier: 'bk_cancelled_confirmed',
    });
    expect(
      (
        await backend.call('GET', '/wallet/transactions/wt_demo_10', {
          token: await backend.login(emails.namelessClient),
        })
      ).status,
    ).toBe(404);
  });

  it('has stats that add up to the transactions and the balance', async () => {
    const token = await client();
    const stats = GetWalletStatsResponse.parse((await backend.call('GET', '/wallet/stats', { token })).body);
    const ok = (await allTransactions(token)).filter((t) => t.status === 'success');
    const sum = (...types: string[]) => ok.filter((t) => types.includes(t.type)).reduce((s, t) => s + t.amount, 0);
    expect(stats).toEqual({
      totalTopup: sum('topup'),
      totalRefunded: sum('refund'),
      totalSpent: sum('payment', 'withdrawal'),
      balance: 5_000_000,
      currencyCode: 'NGN',
    });
    expect(stats.totalTopup + stats.totalRefunded - stats.totalSpent).toBe(stats.balance);
    expect(stats.balance).toBe(await balanceOf(token));
  });

  it('is for clients only', async () => {
    const token = await backend.login(emails.provider);
    for (const path of ['/wallet/balance', '/wallet/transactions', '/wallet/stats', '/virtual-accounts/account']) {
      expect((await backend.call('GET', path, { token })).status).toBe(403);
    }
    expect((await backend.call('POST', '/payment/wallet', { token, body: { amount: 100_000 } })).status).toBe(403);
    expect((await backend.call('GET', '/wallet/balance')).status).toBe(401);
  });
});

describe('card top-up', () => {
  it('creates a pending payment with a checkout URL; a successful checkout credits the wallet and records a top-up', async () => {
    const token = await client();
    const res = await backend.call('POST', '/payment/wallet', {
      token,
      body: { amount: 250_000 },
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(201);
    const topup = CreateWalletTopupResponse.parse(res.body);
    const { reference } = topup.payment;
    expect(topup.payment).toMatchObject({ amount: 250_000, currencyCode: 'NGN', status: 'pending' });
    expect(topup.metadata.authorizationUrl).toBe(`http://localhost:5173/mock-checkout/?reference=${reference}`);
    const status = async () =>
      GetPaymentStatusResponse.parse((await backend.call('GET', `/payment/status/${reference}`, { token })).body);
    expect(await status()).toMatchObject({ status: 'pending', purpose: 'topup', bookingIdentifier: null });
    expect((await checkout('GET', reference)).body).toMatchObject({ reference, amount: 250_000, status: 'pending' });
    expect(await balanceOf(token)).toBe(5_000_000);

    const done = await checkout('POST', reference, { outcome: 'success' });
    expect(done).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await status()).status).toBe('success');
    expect(await balanceOf(token)).toBe(5_250_000);
    const [latest] = ListWalletTransactionsResponse.parse(
      (await backend.call('GET', '/wallet/transactions', { token })).body,
    ).items;
    expect(latest).toMatchObject({ type: 'topup', amount: 250_000, reference, status: 'success' });
    expect((await checkout('POST', reference, { outcome: 'failed' })).status).toBe(409);
  });

  it('a declined checkout fails the payment and changes no balance', async () => {
    const token = await client();
    const { reference } = CreateWalletTopupResponse.parse(
      (await backend.call('POST', '/payment/wallet', { token, body: { amount: 50_000 } })).body,
    ).payment;
    expect((await checkout('POST', reference, { outcome: 'failed' })).body.status).toBe('failed');
    expect(
      GetPaymentStatusResponse.parse((await backend.call('GET', `/payment/status/${reference}`, { token })).body)
        .status,
    ).toBe('failed');
    expect(await balanceOf(token)).toBe(5_000_000);
    expect((await checkout('POST', reference, { outcome: 'maybe' })).status).toBe(400);
    expect((await checkout('POST', 'ref_unknown', { outcome: 'success' })).status).toBe(404);
  });

  it('refuses an amount below the minimum, and unknown or foreign references', async () => {
    const token = await client();
    const low = await backend.call('POST', '/payment/wallet', { token, body: { amount: 49_999 } });
    expect(low.status).toBe(400);
    expect(low.body.errors[0]).toMatch('Minimum topup amount is 500 NGN');
    expect((await backend.call('POST', '/payment/wallet', { token, body: { amount: '500' } })).status).toBe(400);
    expect((await backend.call('GET', '/payment/status/ref_unknown', { token })).status).toBe(404);
    const { reference } = CreateWalletTopupResponse.parse(
      (await backend.call('POST', '/payment/wallet', { token, body: { amount: 50_000 } })).body,
    ).payment;
    expect(
      (await backend.call('GET', `/payment/status/${reference}`, { token: await backend.login(emails.namelessClient) }))
        .status,
    ).toBe(404);
  });
});

describe('top-up limits', () => {
  it('refuses a top-up above the currency’s maximum of 10,000,000 NGN (also by the contract)', async () => {
    const token = await client();
    expect((await backend.call('POST', '/payment/wallet', { token, body: { amount: 1_000_000_000 } })).status).toBe(
      201,
    );
    const high = await backend.call('POST', '/payment/wallet', { token, body: { amount: 1_000_000_100 } });
    expect(high.status).toBe(400);
    expect((await backend.call('POST', '/payment/wallet', { token, body: { amount: 2 ** 53 } })).status).toBe(400);
  });

  it('never lets a balance pass 100,000,000 NGN: the top-up, its checkout and a transfer are refused with 409 BALANCE_LIMIT', async () => {
    const token = await client();
    const topup = async () => backend.call('POST', '/payment/wallet', { token, body: { amount: 1_000_000_000 } });
    const references: string[] = [];
    // 9 maximum top-ups bring the seeded NGN 50,000 to NGN 90,050,000; the tenth still fits when it is asked for.
    for (let i = 0; i < 10; i++)
      references.push(CreateWalletTopupResponse.parse((await topup()).body).payment.reference);
    for (const reference of references.slice(0, 9))
      expect((await checkout('POST', reference, { outcome: 'success' })).status).toBe(200);
    expect(await balanceOf(token)).toBe(9_005_000_000);
    const refused = await topup();
    expect(refused).toMatchObject({ status: 409, body: { code: 'BALANCE_LIMIT' } });
    expect(refused.body.message).toMatch('A wallet can hold at most 100,000,000 NGN');
    // The small one fits; then the tenth, asked for earlier, no longer does at the checkout and is not charged.
    const small = CreateWalletTopupResponse.parse(
      (await backend.call('POST', '/payment/wallet', { token, body: { amount: 99_500_000 } })).body,
    ).payment.reference;
    expect((await checkout('POST', small, { outcome: 'success' })).status).toBe(200);
    const late = await checkout('POST', references[9]!, { outcome: 'success' });
    expect(late).toMatchObject({ status: 409, body: { code: 'BALANCE_LIMIT' } });
    expect(
      GetPaymentStatusResponse.parse((await backend.call('GET', `/payment/status/${references[9]}`, { token })).body)
        .status,
    ).toBe('failed');
    expect(await balanceOf(token)).toBe(9_104_500_000);
    // Filled to NGN 500 below the limit, a bank transfer of NGN 10,000 is refused too.
    const fill = CreateWalletTopupResponse.parse(
      (await backend.call('POST', '/payment/wallet', { token, body: { amount: 895_000_000 } })).body,
    ).payment.reference;
    expect((await checkout('POST', fill, { outcome: 'success' })).status).toBe(200);
    await backend.call('POST', '/virtual-accounts/generate', { token });
    const request = new Request(`${BASE}/__mock/transfer/settle`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const transfer = (await getResponse(checkoutHandlers(backend.db, BASE), request))!;
    expect(transfer.status).toBe(409);
    expect(await balanceOf(token)).toBe(9_999_500_000);
  });
});

describe('virtual account', () => {
  it('is generated for a client with first and last names', async () => {
    const token = await client();
    expect((await backend.call('GET', '/virtual-accounts/account', { token })).status).toBe(404);
    const res = await backend.call('POST', '/virtual-accounts/generate', { token });
    expect(res.status).toBe(201);
    const account = GenerateVirtualAccountResponse.parse(res.body);
    expect(account.accountNumber).toMatch(/^\d{10}$/);
    expect(account.accountName).toBe('Grace Adeyemi');
    expect(account.bankName).toBeTruthy();
    expect(
      GetVirtualAccountResponse.parse((await backend.call('GET', '/virtual-accounts/account', { token })).body),
    ).toEqual(account);
    expect(
      GenerateVirtualAccountResponse.parse((await backend.call('POST', '/virtual-accounts/generate', { token })).body),
    ).toEqual(account);
  });

  it('is refused until the client has first and last names', async () => {
    const token = await backend.login(emails.namelessClient);
    const res = await backend.call('POST', '/virtual-accounts/generate', { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/first and last name/);
    expect((await backend.call('GET', '/virtual-accounts/account', { token })).status).toBe(404);
  });
});

describe('settling a bank transfer (mock-only, the dev menu)', () => {
  async function settle(token?: string) {
    const request = new Request(`${BASE}/__mock/transfer/settle`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const response = await getResponse(checkoutHandlers(backend.db, BASE), request);
    return { status: response!.status, body: await response!.json() };
  }

  it('credits the wallet, records a top-up and mails the client; it needs a virtual account', async () => {
    const token = await client();
    expect((await settle(token)).status).toBe(404);
    expect((await settle()).status).toBe(401);
    await backend.call('POST', '/virtual-accounts/generate', { token });
    const before = GetWalletBalanceResponse.parse(
      (await backend.call('GET', '/wallet/balance', { token })).body,
    ).balance;
    const res = await settle(token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'topup',
      amount: SETTLED_TRANSFER_AMOUNT,
      status: 'success',
      description: 'Wallet top-up by bank transfer',
    });
    expect(GetWalletBalanceResponse.parse((await backend.call('GET', '/wallet/balance', { token })).body).balance).toBe(
      before + SETTLED_TRANSFER_AMOUNT,
    );
    const [newest] = await allTransactions(token);
    expect(newest?.identifier).toBe(res.body.identifier);
    expect(readOutbox(backend.db)[0]).toMatchObject({
      kind: 'topup-complete',
      to: emails.client,
      subject: 'Your wallet top-up is complete',
      link: '/wallet/',
    });
  });
});
