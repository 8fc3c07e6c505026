// The provider's fees: the general fee, a fee's maximum per currency, and per-therapy fees.
import { describe, expect, it } from 'vitest';
import {
  GetProviderProfileResponse,
  SetProviderGeneralFeeResponse,
  SetProviderTherapyFeesResponse,
} from '../../../generated/zod/provider/provider.zod';
import { emails } from '../../data/ids';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();

describe('provider fees', () => {
  it('sets the general fee; marking it free stores 0; a non-free fee of 0 is 400', async () => {
    const token = await backend.login(emails.provider);
    const free = await backend.call('POST', '/provider/booking-fee/general', {
      token,
      body: { fee: 500000, isFree: true },
    });
    expect(SetProviderGeneralFeeResponse.parse(free.body).bookingFee.general).toEqual({ fee: 0, isFree: true });
    const paid = await backend.call('POST', '/provider/booking-fee/general', {
      token,
      body: { fee: 2500000, isFree: false },
    });
    expect(paid.body.bookingFee.general).toEqual({ fee: 2500000, isFree: false });
    expect(
      (await backend.call('POST', '/provider/booking-fee/general', { token, body: { fee: 0, isFree: false } })).status,
    ).toBe(400);
    expect(
      (await backend.call('POST', '/provider/booking-fee/general', { token, body: { fee: -5, isFree: false } })).status,
    ).toBe(400);
    expect(
      GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body).bookingFee.general.fee,
    ).toBe(2500000);
  });

  it('refuses a fee above the currency’s maximum: 10,000,000 NGN, 100,000 for USD and the others', async () => {
    const token = await backend.login(emails.provider);
    expect(
      (
        await backend.call('POST', '/provider/booking-fee/general', {
          token,
          body: { fee: 1_000_000_000, isFree: false },
        })
      ).status,
    ).toBe(200);
    const high = await backend.call('POST', '/provider/booking-fee/general', {
      token,
      body: { fee: 1_000_000_100, isFree: false },
    });
    expect(high.status).toBe(400);
    const therapy = await backend.call('POST', '/provider/booking-fee/therapy', {
      token,
      body: { fees: [{ therapyIdentifier: 'th_individual', fee: 1_000_000_100, isFree: false }] },
    });
    expect(therapy.status).toBe(400);
    const usd = await backend.login(emails.secondProvider);
    expect(
      (
        await backend.call('POST', '/provider/booking-fee/general', {
          token: usd,
          body: { fee: 10_000_000, isFree: false },
        })
      ).status,
    ).toBe(200);
    const over = await backend.call('POST', '/provider/booking-fee/general', {
      token: usd,
      body: { fee: 10_000_100, isFree: false },
    });
    expect(over).toMatchObject({ status: 400, body: { errors: ['fee: The fee can be at most 100,000 USD'] } });
    const overTherapy = await backend.call('POST', '/provider/booking-fee/therapy', {
      token: usd,
      body: { fees: [{ therapyIdentifier: 'th_family', fee: 10_000_100, isFree: false }] },
    });
    expect(overTherapy).toMatchObject({
      status: 400,
      body: { errors: ['fees.0.fee: The fee can be at most 100,000 USD'] },
    });
    expect(
      GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token: usd })).body).bookingFee
        .general,
    ).toEqual({ fee: 10_000_000, isFree: false });
  });

  it('sets per-therapy fees for the provider’s own therapies only', async () => {
    const token = await backend.login(emails.provider);
    const set = await backend.call('POST', '/provider/booking-fee/therapy', {
      token,
      body: {
        fees: [
          { therapyIdentifier: 'th_individual', fee: 1000000, isFree: false },
          { therapyIdentifier: 'th_couples', fee: 999, isFree: true },
        ],
      },
    });
    expect(set.status).toBe(200);
    const therapy = SetProviderTherapyFeesResponse.parse(set.body).bookingFee.therapy;
    expect(therapy).toEqual(
      expect.arrayContaining([
        { therapyIdentifier: 'th_individual', fee: 1000000, isFree: false },
        { therapyIdentifier: 'th_couples', fee: 0, isFree: true },
      ]),
    );
    expect(therapy).toHaveLength(2);
    const notOffered = await backend.call('POST', '/provider/booking-fee/therapy', {
      token,
      body: { fees: [{ therapyIdentifier: 'th_family', fee: 100, isFree: false }] },
    });
    expect(notOffered.status).toBe(400);
    const twice = { therapyIdentifier: 'th_individual', fee: 100, isFree: false };
    expect(
      (await backend.call('POST', '/provider/booking-fee/therapy', { token, body: { fees: [twice, twice] } })).status,
    ).toBe(400);
    expect((await backend.call('POST', '/provider/booking-fee/therapy', { token, body: { fees: [] } })).status).toBe(
      400,
    );
    expect((await backend.call('GET', '/provider', { token })).body.bookingFee.therapy).toHaveLength(2);
  });
});
