import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../../../server/services/mail.ts';

describe('the outbox mailer', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'domovik-outbox-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const mailer = () => createMailer({ outboxDir: folder, from: 'Domovik <no-reply@domovik.bg>', log: { info: () => undefined } });

  it('sends attachments in the message and names them in the summary', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await mailer().send({
      id: 'move-plan-7',
      to: 'ana@example.com',
      subject: 'Your move',
      text: 'See the calendar: https://domovik.bg/nanasyane/7',
      attachments: [{ filename: 'move.ics', content: calendar, contentType: 'text/calendar' }],
    });
    expect((await readdir(folder)).sort()).toEqual(['move-plan-7.eml', 'move-plan-7.json']);
    const summary = JSON.parse(await readFile(path.join(folder, 'move-plan-7.json'), 'utf8'));
    expect(summary.attachments).toEqual([{ filename: 'move.ics', contentType: 'text/calendar' }]);
    expect(summary.links).toEqual(['https://domovik.bg/nanasyane/7']);
    const eml = await readFile(path.join(folder, 'move-plan-7.eml'), 'utf8');
    expect(eml).toContain('Message-ID: <move-plan-7@domovik.bg>');
    expect(eml).toMatch(/Content-Type: text\/calendar[^\n]*\n(?:[^\n]+\n)*?Content-Disposition: attachment; filename=move\.ics/);
    expect(eml).toContain(Buffer.from(calendar).toString('base64'));
  });

  it('writes no attachments entry for a message without any', async () => {
    await mailer().send({ id: 'plain', to: 'ana@example.com', subject: 'Hello', text: 'Hi' });
    const summary = JSON.parse(await readFile(path.join(folder, 'plain.json'), 'utf8'));
    expect(summary).not.toHaveProperty('attachments');
  });

  it('leaves one whole copy when two servers send the same message at once', async () => {
    // A lease that ran out during a slow send: the message goes twice, with one id.
    const text = 'A long line. '.repeat(20_000);
    await Promise.all([mailer().send({ id: 'alert-1-2', to: 'ana@example.com', subject: 'New', text }), mailer().send({ id: 'alert-1-2', to: 'ana@example.com', subject: 'New', text })]);
    expect((await readdir(folder)).sort()).toEqual(['alert-1-2.eml', 'alert-1-2.json']);
    expect(JSON.parse(await readFile(path.join(folder, 'alert-1-2.json'), 'utf8')).text).toBe(text);
  });
});
