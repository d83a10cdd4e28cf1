import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TYPE } from '../../../contract/member-constants';
import { verifyCode } from './verification-codes';
import { phoneAccount, emailAccount } from './accounts';
import { email, freshOrigin, memberFlows, phone } from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let flows: ReturnType<typeof memberFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = memberFlows(server);
});
afterAll(async () => {
  await server.close();
});

// The signed-in member's own code types (contract/member-constants.ts): 2 verify the current
// contact, 3 the new contact being linked, 4 confirm an account deletion.
describe(`a member's own codes on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a visitor asking for a member code is told to log in (401), and nothing is sent', async () => {
    const contact = phone();
    const sent = await flows.sendCode(contact, freshOrigin(), CODE_TYPE.verifyOld);
    expect(sent.status).toBe(401);
    expect(await flows.outbox(contact)).toHaveLength(0);
  });

  it('verifyOld and deleteAccount go to the member’s own phone, never to someone else’s', async () => {
    const mine = phone();
    const { auth_token } = await flows.signIn(mine);
    for (const codeType of [CODE_TYPE.verifyOld, CODE_TYPE.deleteAccount]) {
      const origin = freshOrigin();
      const sent = await flows.sendCode(mine, origin, codeType, auth_token);
      expect(sent.json).toMatchObject({ code: 0 });
    }
    const codes = await flows.outbox(mine);
    expect(codes.filter((m) => m.code)).toHaveLength(3); // the login's, then the two

    const other = phone();
    const refused = await flows.sendCode(other, freshOrigin(), CODE_TYPE.deleteAccount, auth_token);
    expect(refused.json.code).toBe(1101020);
    expect(await flows.outbox(other)).toHaveLength(0);
  });

  it('a code proves one purpose only: a verifyOld code does not confirm a deletion', async () => {
    const mine = phone();
    const { auth_token } = await flows.signIn(mine);
    await flows.sendCode(mine, freshOrigin(), CODE_TYPE.verifyOld, auth_token);
    const code = await flows.latestCode(mine);
    const account = phoneAccount('62', mine.account);
    const now = server.deps.clock.now();
    const asDeletion = await verifyCode(server.database.db, account, CODE_TYPE.deleteAccount, code, now);
    expect(asDeletion).toBe('wrong');
    const asVerify = await verifyCode(server.database.db, account, CODE_TYPE.verifyOld, code, now);
    expect(asVerify).toBe('right');
  });

  it('bindNew goes only to a free contact: 1101024 for a taken phone, 1101010 for a taken e-mail', async () => {
    const { auth_token } = await flows.signIn(phone());
    const takenPhone = phone();
    await flows.signIn(takenPhone);
    const takenEmail = email();
    await flows.signIn(takenEmail);
    const before = (await flows.outbox(takenPhone)).length;

    expect((await flows.sendCode(takenPhone, freshOrigin(), CODE_TYPE.bindNew, auth_token)).json.code).toBe(
      1101024,
    );
    expect((await flows.sendCode(takenEmail, freshOrigin(), CODE_TYPE.bindNew, auth_token)).json.code).toBe(
      1101010,
    );
    expect(await flows.outbox(takenPhone)).toHaveLength(before);

    const free = email();
    const sent = await flows.sendCode(free, freshOrigin(), CODE_TYPE.bindNew, auth_token);
    expect(sent.json).toMatchObject({ code: 0 });
    const account = emailAccount(free.account);
    const verdict = await verifyCode(
      server.database.db,
      account,
      CODE_TYPE.bindNew,
      await flows.latestCode(free),
      server.deps.clock.now(),
    );
    expect(verdict).toBe('right');
  });

  it('each refusal spends the captcha: the same nonce cannot ask again', async () => {
    const { auth_token } = await flows.signIn(phone());
    const taken = phone();
    await flows.signIn(taken);
    const origin = freshOrigin();
    const nonce = await flows.nonce(taken, origin);
    expect((await flows.sendCodeWith(taken, origin, nonce, CODE_TYPE.bindNew, auth_token)).json.code).toBe(
      1101024,
    );
    expect((await flows.sendCodeWith(taken, origin, nonce, CODE_TYPE.bindNew, auth_token)).json.code).toBe(
      1101002,
    );
  });
});
