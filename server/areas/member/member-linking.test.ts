import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CODE_TYPE } from '../../../contract/member-constants';
import { LINK_PROOF_TTL_SECONDS } from '../../../contract/linking-constants';
import { members } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { phoneAccount } from './accounts';
import { CHECK_LIMIT, writeContact } from './contact-linking';
import { email, freshOrigin, memberFlows, phone, type Contact } from '../../test-support/member-flows';
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

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Step 1: a verifyOld code to the member's current contact, then verify_old. */
async function verifyOld(token: string, current: Contact) {
  const sent = await flows.sendCode(current, freshOrigin(), CODE_TYPE.verifyOld, token);
  if (sent.json.code !== 0) throw new Error(`verifyOld send failed: ${JSON.stringify(sent.json)}`);
  return server.call(
    'POST',
    '/api/member/user/verify_old',
    { check_code: await flows.latestCode(current), type: current.kind },
    bearer(token),
  );
}

async function proofOf(token: string, current: Contact): Promise<string> {
  const { json } = await verifyOld(token, current);
  if (json.code !== 0) throw new Error(`verify_old failed: ${JSON.stringify(json)}`);
  return json.data.proof;
}

/** The update call for a new contact, with a given code (or none sent). */
function update(token: string, next: Contact, code: string, proof?: string) {
  return next.kind === 'phone'
    ? server.call(
        'PUT',
        '/api/member/user/update_mobile',
        {
          phone: next.account,
          country_code: next.countryCode ?? '62',
          check_code: code,
          ...(proof ? { proof } : {}),
        },
        bearer(token),
      )
    : server.call(
        'PUT',
        '/api/member/user/update_email',
        { email: next.account, check_code: code, ...(proof ? { proof } : {}) },
        bearer(token),
      );
}

/** Step 2: a bindNew code to the new contact, then update_mobile / update_email. */
async function link(token: string, next: Contact, proof?: string) {
  const sent = await flows.sendCode(next, freshOrigin(), CODE_TYPE.bindNew, token);
  if (sent.json.code !== 0) throw new Error(`bindNew send failed: ${JSON.stringify(sent.json)}`);
  return update(token, next, await flows.latestCode(next), proof);
}

const check = (token: string, contact: Contact) =>
  contact.kind === 'phone'
    ? server.call(
        'POST',
        '/api/member/user/check_phone',
        { phone: contact.account, country_code: contact.countryCode ?? '62' },
        bearer(token),
      )
    : server.call('POST', '/api/member/user/check_email', { email: contact.account }, bearer(token));

describe(`linking a phone or e-mail on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a phone member links an e-mail after verifying the phone (1101004 without), then signs in with it', async () => {
    const mine = phone();
    const { auth_token, member_no } = await flows.signIn(mine);
    const added = email();
    expect((await link(auth_token, added)).json.code).toBe(1101004);
    server.clock.advance(61_000); // the bindNew code's 60 s resend wait
    const proof = await proofOf(auth_token, mine);
    const linked = await link(auth_token, added, proof);
    expect(linked.json).toMatchObject({ code: 0, data: { member_no, email: added.account } });
    expect((await flows.info(auth_token)).json.data.data.email).toBe(added.account);
    expect((await flows.signIn(added)).member_no).toBe(member_no);
    // Adding replaced nothing: the phone is not told, and still signs in.
    expect((await flows.outbox(mine)).every((m) => m.code !== null)).toBe(true);
    server.clock.advance(61_000);
    expect((await flows.signIn(mine)).member_no).toBe(member_no);
  });

  it('an e-mail member adds a phone after verifying the e-mail (1101003 without)', async () => {
    const mine = email();
    const { auth_token, member_no } = await flows.signIn(mine);
    const added = phone();
    expect((await link(auth_token, added)).json.code).toBe(1101003);
    server.clock.advance(61_000);
    const proof = await proofOf(auth_token, mine);
    expect((await link(auth_token, added, proof)).json).toMatchObject({
      code: 0,
      data: { phone: added.account },
    });
    expect((await flows.signIn(added)).member_no).toBe(member_no);
  });

  it('changing a phone needs the proof (1101004); after it the old phone no longer signs in, the new one does, the session stays and the old phone is told', async () => {
    const old = phone();
    const { auth_token, member_no } = await flows.signIn(old);
    const next = phone();
    expect((await link(auth_token, next)).json.code).toBe(1101004);

    server.clock.advance(61_000); // the bindNew code's 60 s resend wait
    const proof = await proofOf(auth_token, old);
    const linked = await link(auth_token, next, proof);
    expect(linked.json).toMatchObject({ code: 0, data: { member_no, phone: next.account } });

    expect((await flows.info(auth_token)).status).toBe(200); // Decision: sessions stay
    const [notice] = await flows.outbox(old);
    expect(notice).toMatchObject({ channel: 'whatsapp', code: null });
    expect(notice!.body).toContain('no longer linked');

    server.clock.advance(61_000);
    expect((await flows.signIn(next)).member_no).toBe(member_no);
    // The old phone now signs up a new member: it reaches this member no more.
    expect((await flows.signIn(old)).member_no).not.toBe(member_no);
  });

  it('changing an e-mail needs the proof (1101003); a phone proof does not change an e-mail', async () => {
    const mine = phone();
    const { auth_token } = await flows.signIn(mine);
    const first = email();
    expect((await link(auth_token, first, await proofOf(auth_token, mine))).json.code).toBe(0);
    server.clock.advance(61_000);
    const phoneProof = await proofOf(auth_token, mine);
    const second = email();
    expect((await link(auth_token, second, phoneProof)).json.code).toBe(1101003);
    server.clock.advance(61_000);
    const emailProof = await proofOf(auth_token, first);
    expect((await link(auth_token, second, emailProof)).json).toMatchObject({
      code: 0,
      data: { email: second.account },
    });
  });

  it('a proof is used once, dies after 10 minutes, and is no good to another member', async () => {
    const mine = phone();
    const { auth_token } = await flows.signIn(mine);
    const proof = await proofOf(auth_token, mine);
    const next = phone();
    expect((await link(auth_token, next, proof)).json.code).toBe(0);
    // Reused: the member's phone is now `next`, and the spent proof opens nothing.
    expect((await link(auth_token, phone(), proof)).json.code).toBe(1101004);

    server.clock.advance(61_000);
    const fresh = await proofOf(auth_token, next);
    server.clock.advance(LINK_PROOF_TTL_SECONDS * 1000 + 1000);
    expect((await link(auth_token, phone(), fresh)).json.code).toBe(1101004);

    const other = await flows.signIn(phone());
    server.clock.advance(61_000);
    const mineAgain = await proofOf(auth_token, next);
    expect((await link(other.auth_token, phone(), mineAgain)).json.code).toBe(1101004);
    // Refused with another's proof, and still usable by its own member.
    expect((await link(auth_token, phone(), mineAgain)).json.code).toBe(0);
  });

  it('one proof spent by two updates at once: exactly one links, the other is told to verify again', async () => {
    const mine = phone();
    const { auth_token } = await flows.signIn(mine);
    const proof = await proofOf(auth_token, mine);
    const [first, second] = [phone(), phone()];
    const codes: string[] = [];
    for (const next of [first, second]) {
      expect((await flows.sendCode(next, freshOrigin(), CODE_TYPE.bindNew, auth_token)).json.code).toBe(0);
      codes.push(await flows.latestCode(next));
    }
    const answers = await Promise.all([
      update(auth_token, first, codes[0]!, proof),
      update(auth_token, second, codes[1]!, proof),
    ]);
    expect(answers.map((a) => a.json.code).sort()).toEqual([0, 1101004]);
    const winner = answers[0]!.json.code === 0 ? first : second;
    expect((await flows.info(auth_token)).json.data.data.phone).toBe(winner.account);
  });

  it('a wrong code is refused (1101002) and leaves the proof usable; a wrong verify_old code buys no proof', async () => {
    const mine = phone();
    const { auth_token } = await flows.signIn(mine);
    const proof = await proofOf(auth_token, mine);
    const next = phone();
    const sent = await flows.sendCode(next, freshOrigin(), CODE_TYPE.bindNew, auth_token);
    expect(sent.json.code).toBe(0);
    const right = await flows.latestCode(next);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await update(auth_token, next, wrong, proof)).json.code).toBe(1101002);
    expect((await update(auth_token, next, right, proof)).json.code).toBe(0);

    server.clock.advance(61_000);
    await flows.sendCode(next, freshOrigin(), CODE_TYPE.verifyOld, auth_token);
    const refused = await server.call(
      'POST',
      '/api/member/user/verify_old',
      { check_code: wrong, type: 'phone' },
      bearer(auth_token),
    );
    expect(refused.json).toMatchObject({ code: 1101002, data: null });
  });

  it('verify_old for a kind the member has none of answers 1101020', async () => {
    const { auth_token } = await flows.signIn(phone());
    const answer = await server.call(
      'POST',
      '/api/member/user/verify_old',
      { check_code: '123456', type: 'email' },
      bearer(auth_token),
    );
    expect(answer.json.code).toBe(1101020);
  });

  it('check_phone / check_email: true when free, 1101024 / 1101010 when taken (the member’s own too)', async () => {
    const mine = phone();
    const { auth_token } = await flows.signIn(mine);
    const takenEmail = email();
    await flows.signIn(takenEmail);
    expect((await check(auth_token, phone())).json).toMatchObject({ code: 0, data: true });
    expect((await check(auth_token, email())).json).toMatchObject({ code: 0, data: true });
    expect((await check(auth_token, mine)).json.code).toBe(1101024);
    expect((await check(auth_token, takenEmail)).json.code).toBe(1101010);
    // The same number written with its trunk 0 is the same phone.
    expect((await check(auth_token, phone(`0${mine.account}`))).json.code).toBe(1101024);
  });

  it('a contact taken after its code was sent is refused at the update (1101024), and nothing changes', async () => {
    const mine = email();
    const { auth_token } = await flows.signIn(mine);
    const proof = await proofOf(auth_token, mine);
    const next = phone();
    await flows.sendCode(next, freshOrigin(), CODE_TYPE.bindNew, auth_token);
    const code = await flows.latestCode(next);
    await flows.signIn(next); // someone signs up with it meanwhile
    expect((await update(auth_token, next, code, proof)).json.code).toBe(1101024);
    expect((await flows.info(auth_token)).json.data.data.phone).toBeNull();
  });

  it('check_* are counted per member: past the hourly share 1101023', async () => {
    const { auth_token } = await flows.signIn(phone());
    for (let i = 0; i < CHECK_LIMIT.max; i++) expect((await check(auth_token, email())).json.code).toBe(0);
    expect((await check(auth_token, email())).json.code).toBe(1101023);
    server.clock.advance(CHECK_LIMIT.windowMs + 1000);
    expect((await check(auth_token, email())).json.code).toBe(0);
  });

  it('every call needs a member (401), and bad input answers 1101020 and changes nothing', async () => {
    const paths = [
      ['POST', '/api/member/user/check_phone', { phone: '81234567890', country_code: '62' }],
      ['POST', '/api/member/user/check_email', { email: 'a@b.co' }],
      ['POST', '/api/member/user/verify_old', { check_code: '123456', type: 'phone' }],
      [
        'PUT',
        '/api/member/user/update_mobile',
        { phone: '81234567890', country_code: '62', check_code: '123456' },
      ],
      ['PUT', '/api/member/user/update_email', { email: 'a@b.co', check_code: '123456' }],
    ] as const;
    for (const [method, path, body] of paths) {
      const answer = await server.call(method, path, body);
      expect(answer.status).toBe(401);
    }
    const { auth_token } = await flows.signIn(phone());
    for (const body of [
      { phone: '123', country_code: '62', check_code: '123456' },
      { phone: '81234567890', country_code: '99', check_code: '123456' },
      { phone: '81234567890', country_code: '62', check_code: '12ab56' },
      { phone: '81234567890\u0000', country_code: '62', check_code: '123456' },
    ]) {
      const answer = await server.call('PUT', '/api/member/user/update_mobile', body, bearer(auth_token));
      expect(answer.json.code).toBe(1101020);
    }
    const badEmail = await server.call(
      'PUT',
      '/api/member/user/update_email',
      { email: 'not-an-email', check_code: '123456' },
      bearer(auth_token),
    );
    expect(badEmail.json.code).toBe(1101020);
  });

  it('two members writing one free phone at once: exactly one wins, the other hits the unique constraint', async () => {
    const a = await flows.signIn(email());
    const b = await flows.signIn(email());
    const idOf = async (memberNo: string) =>
      (await server.database.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!.id;
    const account = phoneAccount('62', phone().account);
    const results = await Promise.allSettled(
      [await idOf(a.member_no), await idOf(b.member_no)].map((id) =>
        inTransaction(server.database.db, (tx) => writeContact(tx, id, account)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((r) => r.status === 'rejected');
    expect(isUniqueViolation(lost!.reason)).toBe(true);
  });

  it('linking a phone while someone signs up with it: exactly one member ends with the phone', async () => {
    const linkerEmail = email();
    const linker = await flows.signIn(linkerEmail);
    const proof = await proofOf(linker.auth_token, linkerEmail);
    const contested = phone();
    await flows.sendCode(contested, freshOrigin(), CODE_TYPE.bindNew, linker.auth_token);
    const bindCode = await flows.latestCode(contested);
    const origin = freshOrigin();
    await flows.sendCode(contested, origin, CODE_TYPE.login);
    const loginCode = await flows.latestCode(contested);

    const [linked, signedUp] = await Promise.all([
      update(linker.auth_token, contested, bindCode, proof),
      flows.loginWithCode(contested, origin, loginCode),
    ]);
    expect(signedUp.json.code).toBe(0);
    const holders = await server.database.db
      .select()
      .from(members)
      .where(eq(members.phone, contested.account));
    expect(holders).toHaveLength(1);
    if (linked.json.code === 0) expect(signedUp.json.data.member_no).toBe(linker.member_no);
    else {
      expect(linked.json.code).toBe(1101024);
      expect(signedUp.json.data.member_no).not.toBe(linker.member_no);
    }
  });
});
