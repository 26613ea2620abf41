/** Sends through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
import type { Send } from "./drain.ts";

export function resendSender(
  apiKey: string,
  endpoint = "https://api.resend.com/emails",
  fetchImpl: typeof fetch = fetch,
): Send {
  return async (mail, key) => {
    const res = await fetchImpl(endpoint, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${apiKey}`,
        "Content-Type": "application/json",
        // Resend keeps a key for 24 hours: the same message sent again under it is not delivered twice.
        "Idempotency-Key": key,
      },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        ...(Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
      }),
    });
    if (!res.ok) throw new Error(`Resend answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  };
}
