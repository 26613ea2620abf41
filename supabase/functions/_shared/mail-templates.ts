// Generated from emails/ by `npm run generate:mail-templates`: do not edit (a test fails when it is stale).
// Each message's HTML and plain text with {{placeholders}}, which mail.ts fills (and escapes) at send time.
export const TEMPLATES = {
  waitlist_confirm: {
    subject: "Confirm your place on the {{brand}} waitlist",
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!--$-->
<html dir="ltr" lang="en">
  <head>
    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type" />
    <meta name="x-apple-disable-message-reformatting" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="supported-color-schemes" content="light dark" />
    <title>Confirm your place on the {{brand}} waitlist</title>
    <style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
      .sr-page, .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      .sr-card { background-color: #1d1b24 !important; }
      .sr-text { color: #ecebf2 !important; }
      .sr-muted { color: #aba7bc !important; }
      .sr-link { color: #bcb0ff !important; }
      .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      .sr-rule { border-color: #36323f !important; }
      .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      }
      [data-ogsc] .sr-page, [data-ogsc] .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      [data-ogsc] .sr-card { background-color: #1d1b24 !important; }
      [data-ogsc] .sr-text { color: #ecebf2 !important; }
      [data-ogsc] .sr-muted { color: #aba7bc !important; }
      [data-ogsc] .sr-link { color: #bcb0ff !important; }
      [data-ogsc] .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      [data-ogsc] .sr-rule { border-color: #36323f !important; }
      [data-ogsc] .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      @media (max-width: 480px) {
      .sr-card { border-radius: 0 !important; padding: 24px 20px !important; }
      .sr-outside { padding-left: 20px !important; padding-right: 20px !important; }
      }
    </style>
  </head>
  <div
    style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0"
    data-skip-in-text="true">
    One click keeps your place in line. The link works until {{expires}}.
    <div>
      &#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;
    </div>
  </div>
  <body class="sr-page" style="background-color:#f3f2f8;margin:0;padding:0">
    <table
      border="0"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      role="presentation"
      align="center">
      <tbody>
        <tr>
          <td
            style="background-color:#f3f2f8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;margin:0;padding:24px 0">
            <table
              align="center"
              width="100%"
              border="0"
              cellpadding="0"
              cellspacing="0"
              role="presentation"
              style="max-width:600px;width:100%">
              <tbody>
                <tr style="width:100%">
                  <td>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:0 32px 16px">
                      <tbody>
                        <tr>
                          <td>
                            <a
                              href="{{site_url}}"
                              style="color:#067df7;text-decoration-line:none"
                              target="_blank"
                              ><img
                                alt="{{brand}}"
                                height="48"
                                src="{{site_url}}/mail/logo.png"
                                style="display:block;outline:none;border:none;text-decoration:none;color:#5b3be8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;font-size:20px;font-weight:700"
                                width="48"
                            /></a>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-card"
                      style="background-color:#ffffff;border-radius:12px;padding:32px">
                      <tbody>
                        <tr>
                          <td>
                            <h1
                              class="sr-text"
                              style="color:#1d1b26;font-size:24px;line-height:32px;font-weight:700;margin:0 0 20px">
                              Confirm your place
                            </h1>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Hi {{name}},
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Thanks for joining the {{brand}} waitlist. Please
                              confirm this address so we can keep your place and
                              send your early-access invitation.
                            </p>
                            <table
                              align="center"
                              width="100%"
                              border="0"
                              cellpadding="0"
                              cellspacing="0"
                              role="presentation"
                              style="margin:8px 0 24px">
                              <tbody>
                                <tr>
                                  <td>
                                    <a
                                      class="sr-button"
                                      href="{{confirm_url}}"
                                      style="line-height:20px;text-decoration:none;display:inline-block;max-width:100%;mso-padding-alt:0px;background-color:#5b3be8;border-radius:8px;color:#ffffff;font-size:16px;font-weight:600;padding:14px 28px;padding-top:14px;padding-right:28px;padding-bottom:14px;padding-left:28px"
                                      target="_blank"
                                      ><span
                                        ><!--[if mso]><i style="mso-font-width:466.6666666666667%;mso-text-raise:21" hidden>&#8202;&#8202;&#8202;</i><![endif]--></span
                                      ><span
                                        style="max-width:100%;display:inline-block;line-height:120%;mso-padding-alt:0px;mso-text-raise:10.5px"
                                        >Confirm my place</span
                                      ><span
                                        ><!--[if mso]><i style="mso-font-width:466.6666666666667%" hidden>&#8202;&#8202;&#8202;&#8203;</i><![endif]--></span
                                      ></a
                                    >
                                    <p
                                      class="sr-muted"
                                      style="font-size:13px;line-height:20px;color:#5e5a6e;margin:12px 0 0;margin-top:12px;margin-right:0;margin-bottom:0;margin-left:0">
                                      Button not working? Open this link:<!-- -->
                                      <a
                                        class="sr-link"
                                        href="{{confirm_url}}"
                                        style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                        target="_blank"
                                        >{{confirm_short}}</a
                                      >
                                    </p>
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              The link works once and until {{expires}}. If you
                              did not sign up, ignore this mail: without a
                              confirmation we will not write again.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              {{first_video_sentence}}
                            </p>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              Your place in line
                            </h2>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              {{place_sentence}} Only confirmed places are
                              invited, so your place counts once you confirm.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              {{moves_sentence}}
                            </p>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              Move up the line
                            </h2>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Every friend who joins with your link and confirms
                              moves you up {{referral_boost}} places.<!-- -->
                              <a
                                class="sr-link"
                                href="{{share_url}}"
                                style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                target="_blank"
                                >{{share_short}}</a
                              >
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              The {{brand}} team
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:24px 32px 0">
                      <tbody>
                        <tr>
                          <td>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              You get this mail because this address joined the
                              {{brand}} waitlist.<!-- -->
                              <a
                                class="sr-link"
                                href="{{manage_url}}"
                                style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                target="_blank"
                                >Your member page</a
                              >
                              <!-- -->shows your place in line; there you can
                              also<!-- -->
                              <a
                                class="sr-link"
                                href="{{manage_url}}"
                                style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                target="_blank"
                                >unsubscribe</a
                              >
                              <!-- -->or delete your data.
                            </p>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              {{sender}}
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  </body>
</html>
<!--/$-->
`,
    text: `Hi {{name}},

Thanks for joining the {{brand}} waitlist. Please confirm this address so we can keep your place and send your early-access invitation.

Confirm my place:
{{confirm_url}}

The link works once and until {{expires}}. If you did not sign up, ignore this mail: without a confirmation we will not write again.

{{first_video_sentence}}

Your place in line: {{place_sentence}} Only confirmed places are invited, so your place counts once you confirm.

{{moves_sentence}}

Move up the line: every friend who joins with your link and confirms moves you up {{referral_boost}} places.
{{share_url}}

The {{brand}} team

--
Your member page: your place in line, unsubscribe, or delete your data:
{{manage_url}}

{{sender}}
{{site_url}}
`,
  },
  waitlist_seat_ready: {
    subject: "Your {{brand}} early-access seat is ready",
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!--$-->
<html dir="ltr" lang="en">
  <head>
    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type" />
    <meta name="x-apple-disable-message-reformatting" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="supported-color-schemes" content="light dark" />
    <title>Your {{brand}} early-access seat is ready</title>
    <style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
      .sr-page, .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      .sr-card { background-color: #1d1b24 !important; }
      .sr-text { color: #ecebf2 !important; }
      .sr-muted { color: #aba7bc !important; }
      .sr-link { color: #bcb0ff !important; }
      .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      .sr-rule { border-color: #36323f !important; }
      .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      }
      [data-ogsc] .sr-page, [data-ogsc] .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      [data-ogsc] .sr-card { background-color: #1d1b24 !important; }
      [data-ogsc] .sr-text { color: #ecebf2 !important; }
      [data-ogsc] .sr-muted { color: #aba7bc !important; }
      [data-ogsc] .sr-link { color: #bcb0ff !important; }
      [data-ogsc] .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      [data-ogsc] .sr-rule { border-color: #36323f !important; }
      [data-ogsc] .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      @media (max-width: 480px) {
      .sr-card { border-radius: 0 !important; padding: 24px 20px !important; }
      .sr-outside { padding-left: 20px !important; padding-right: 20px !important; }
      }
    </style>
  </head>
  <div
    style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0"
    data-skip-in-text="true">
    Sign in with {{email}} and make your first video.
    <div>
      &#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;
    </div>
  </div>
  <body class="sr-page" style="background-color:#f3f2f8;margin:0;padding:0">
    <table
      border="0"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      role="presentation"
      align="center">
      <tbody>
        <tr>
          <td
            style="background-color:#f3f2f8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;margin:0;padding:24px 0">
            <table
              align="center"
              width="100%"
              border="0"
              cellpadding="0"
              cellspacing="0"
              role="presentation"
              style="max-width:600px;width:100%">
              <tbody>
                <tr style="width:100%">
                  <td>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:0 32px 16px">
                      <tbody>
                        <tr>
                          <td>
                            <a
                              href="{{site_url}}"
                              style="color:#067df7;text-decoration-line:none"
                              target="_blank"
                              ><img
                                alt="{{brand}}"
                                height="48"
                                src="{{site_url}}/mail/logo.png"
                                style="display:block;outline:none;border:none;text-decoration:none;color:#5b3be8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;font-size:20px;font-weight:700"
                                width="48"
                            /></a>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-card"
                      style="background-color:#ffffff;border-radius:12px;padding:32px">
                      <tbody>
                        <tr>
                          <td>
                            <h1
                              class="sr-text"
                              style="color:#1d1b26;font-size:24px;line-height:32px;font-weight:700;margin:0 0 20px">
                              Your seat is ready
                            </h1>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Hi {{name}},
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Thanks for waiting with us. Your early-access seat
                              for {{brand}} is ready: sign in with this e-mail
                              address, {{email}}.
                            </p>
                            <table
                              align="center"
                              width="100%"
                              border="0"
                              cellpadding="0"
                              cellspacing="0"
                              role="presentation"
                              style="margin:8px 0 24px">
                              <tbody>
                                <tr>
                                  <td>
                                    <a
                                      class="sr-button"
                                      href="{{app_url}}"
                                      style="line-height:20px;text-decoration:none;display:inline-block;max-width:100%;mso-padding-alt:0px;background-color:#5b3be8;border-radius:8px;color:#ffffff;font-size:16px;font-weight:600;padding:14px 28px;padding-top:14px;padding-right:28px;padding-bottom:14px;padding-left:28px"
                                      target="_blank"
                                      ><span
                                        ><!--[if mso]><i style="mso-font-width:466.6666666666667%;mso-text-raise:21" hidden>&#8202;&#8202;&#8202;</i><![endif]--></span
                                      ><span
                                        style="max-width:100%;display:inline-block;line-height:120%;mso-padding-alt:0px;mso-text-raise:10.5px"
                                        >Sign in</span
                                      ><span
                                        ><!--[if mso]><i style="mso-font-width:466.6666666666667%" hidden>&#8202;&#8202;&#8202;&#8203;</i><![endif]--></span
                                      ></a
                                    >
                                    <p
                                      class="sr-muted"
                                      style="font-size:13px;line-height:20px;color:#5e5a6e;margin:12px 0 0;margin-top:12px;margin-right:0;margin-bottom:0;margin-left:0">
                                      Button not working? Open this link:<!-- -->
                                      <a
                                        class="sr-link"
                                        href="{{app_url}}"
                                        style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                        target="_blank"
                                        >{{app_short}}</a
                                      >
                                    </p>
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Trouble signing in, or a question? Reply to this
                              mail and someone on the team will answer.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              The {{brand}} team
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:24px 32px 0">
                      <tbody>
                        <tr>
                          <td>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              You get this mail because this address joined the
                              {{brand}} waitlist.<!-- -->
                              <a
                                class="sr-link"
                                href="{{manage_url}}"
                                style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                target="_blank"
                                >Your member page</a
                              >
                              <!-- -->shows your place in line; there you can
                              also<!-- -->
                              <a
                                class="sr-link"
                                href="{{manage_url}}"
                                style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                target="_blank"
                                >unsubscribe</a
                              >
                              <!-- -->or delete your data.
                            </p>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              {{sender}}
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  </body>
</html>
<!--/$-->
`,
    text: `Hi {{name}},

Thanks for waiting with us. Your early-access seat for {{brand}} is ready: sign in with this e-mail address, {{email}}.

Sign in:
{{app_url}}

Trouble signing in, or a question? Reply to this mail and someone on the team will answer.

The {{brand}} team

--
Your member page: your place in line, unsubscribe, or delete your data:
{{manage_url}}

{{sender}}
{{site_url}}
`,
  },
  contact_team: {
    subject: "Contact form: {{name}} ({{goal}})",
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!--$-->
<html dir="ltr" lang="en">
  <head>
    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type" />
    <meta name="x-apple-disable-message-reformatting" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="supported-color-schemes" content="light dark" />
    <title>Contact form: {{name}} ({{goal}})</title>
    <style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
      .sr-page, .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      .sr-card { background-color: #1d1b24 !important; }
      .sr-text { color: #ecebf2 !important; }
      .sr-muted { color: #aba7bc !important; }
      .sr-link { color: #bcb0ff !important; }
      .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      .sr-rule { border-color: #36323f !important; }
      .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      }
      [data-ogsc] .sr-page, [data-ogsc] .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      [data-ogsc] .sr-card { background-color: #1d1b24 !important; }
      [data-ogsc] .sr-text { color: #ecebf2 !important; }
      [data-ogsc] .sr-muted { color: #aba7bc !important; }
      [data-ogsc] .sr-link { color: #bcb0ff !important; }
      [data-ogsc] .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      [data-ogsc] .sr-rule { border-color: #36323f !important; }
      [data-ogsc] .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      @media (max-width: 480px) {
      .sr-card { border-radius: 0 !important; padding: 24px 20px !important; }
      .sr-outside { padding-left: 20px !important; padding-right: 20px !important; }
      }
    </style>
  </head>
  <div
    style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0"
    data-skip-in-text="true">
    {{excerpt}}
    <div>
      &#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;
    </div>
  </div>
  <body class="sr-page" style="background-color:#f3f2f8;margin:0;padding:0">
    <table
      border="0"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      role="presentation"
      align="center">
      <tbody>
        <tr>
          <td
            style="background-color:#f3f2f8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;margin:0;padding:24px 0">
            <table
              align="center"
              width="100%"
              border="0"
              cellpadding="0"
              cellspacing="0"
              role="presentation"
              style="max-width:600px;width:100%">
              <tbody>
                <tr style="width:100%">
                  <td>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:0 32px 16px">
                      <tbody>
                        <tr>
                          <td>
                            <a
                              href="{{site_url}}"
                              style="color:#067df7;text-decoration-line:none"
                              target="_blank"
                              ><img
                                alt="{{brand}}"
                                height="48"
                                src="{{site_url}}/mail/logo.png"
                                style="display:block;outline:none;border:none;text-decoration:none;color:#5b3be8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;font-size:20px;font-weight:700"
                                width="48"
                            /></a>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-card"
                      style="background-color:#ffffff;border-radius:12px;padding:32px">
                      <tbody>
                        <tr>
                          <td>
                            <h1
                              class="sr-text"
                              style="color:#1d1b26;font-size:24px;line-height:32px;font-weight:700;margin:0 0 20px">
                              Message from {{name}}
                            </h1>
                            <table
                              align="center"
                              width="100%"
                              border="0"
                              cellpadding="0"
                              cellspacing="0"
                              role="presentation"
                              class="sr-quote"
                              style="background-color:#f5f3fd;border-left:4px solid #5b3be8;border-radius:4px;margin:0 0 24px;padding:16px 20px">
                              <tbody>
                                <tr>
                                  <td>
                                    <p
                                      class="sr-text"
                                      style="font-size:16px;line-height:26px;color:#1d1b26;margin:0;margin-top:0;margin-bottom:0;margin-left:0;margin-right:0">
                                      {{{message_html}}}
                                    </p>
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 24px">
                              <tbody>
                                <tr>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400;width:96px"
                                    scope="row">
                                    Name
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">
                                    {{name}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400;width:96px"
                                    scope="row">
                                    E-mail
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">
                                    {{email}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400;width:96px"
                                    scope="row">
                                    Phone
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">
                                    {{phone}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400;width:96px"
                                    scope="row">
                                    About
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">
                                    {{goal}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400;width:96px"
                                    scope="row">
                                    Received
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">
                                    {{received}}
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                            <table
                              align="center"
                              width="100%"
                              border="0"
                              cellpadding="0"
                              cellspacing="0"
                              role="presentation"
                              style="margin:8px 0 24px">
                              <tbody>
                                <tr>
                                  <td>
                                    <a
                                      class="sr-button"
                                      href="{{reply_url}}"
                                      style="line-height:20px;text-decoration:none;display:inline-block;max-width:100%;mso-padding-alt:0px;background-color:#5b3be8;border-radius:8px;color:#ffffff;font-size:16px;font-weight:600;padding:14px 28px;padding-top:14px;padding-right:28px;padding-bottom:14px;padding-left:28px"
                                      target="_blank"
                                      ><span
                                        ><!--[if mso]><i style="mso-font-width:466.6666666666667%;mso-text-raise:21" hidden>&#8202;&#8202;&#8202;</i><![endif]--></span
                                      ><span
                                        style="max-width:100%;display:inline-block;line-height:120%;mso-padding-alt:0px;mso-text-raise:10.5px"
                                        >Reply to {{name}}</span
                                      ><span
                                        ><!--[if mso]><i style="mso-font-width:466.6666666666667%" hidden>&#8202;&#8202;&#8202;&#8203;</i><![endif]--></span
                                      ></a
                                    >
                                    <p
                                      class="sr-muted"
                                      style="font-size:13px;line-height:20px;color:#5e5a6e;margin:12px 0 0;margin-top:12px;margin-right:0;margin-bottom:0;margin-left:0">
                                      Or write to<!-- -->
                                      <a
                                        class="sr-link"
                                        href="{{reply_url}}"
                                        style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                        target="_blank"
                                        >{{email}}</a
                                      >
                                    </p>
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:24px 32px 0">
                      <tbody>
                        <tr>
                          <td>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              Sent by the contact form on {{site_host}} to
                              {{team_address}}. Replying to this mail answers
                              {{name}} directly.
                            </p>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              {{sender}}
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  </body>
</html>
<!--/$-->
`,
    text: `{{name}} wrote through the contact form on {{site_host}}:

{{message}}

Name: {{name}}
E-mail: {{email}}
Phone: {{phone}}
About: {{goal}}
Received: {{received}}

--
Sent by the contact form on {{site_host}} to {{team_address}}. Replying to this mail answers {{name}} directly.

{{sender}}
{{site_url}}
`,
  },
  contact_receipt: {
    subject: "We received your message to {{brand}}",
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!--$-->
<html dir="ltr" lang="en">
  <head>
    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type" />
    <meta name="x-apple-disable-message-reformatting" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="supported-color-schemes" content="light dark" />
    <title>We received your message to {{brand}}</title>
    <style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
      .sr-page, .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      .sr-card { background-color: #1d1b24 !important; }
      .sr-text { color: #ecebf2 !important; }
      .sr-muted { color: #aba7bc !important; }
      .sr-link { color: #bcb0ff !important; }
      .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      .sr-rule { border-color: #36323f !important; }
      .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      }
      [data-ogsc] .sr-page, [data-ogsc] .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      [data-ogsc] .sr-card { background-color: #1d1b24 !important; }
      [data-ogsc] .sr-text { color: #ecebf2 !important; }
      [data-ogsc] .sr-muted { color: #aba7bc !important; }
      [data-ogsc] .sr-link { color: #bcb0ff !important; }
      [data-ogsc] .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      [data-ogsc] .sr-rule { border-color: #36323f !important; }
      [data-ogsc] .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      @media (max-width: 480px) {
      .sr-card { border-radius: 0 !important; padding: 24px 20px !important; }
      .sr-outside { padding-left: 20px !important; padding-right: 20px !important; }
      }
    </style>
  </head>
  <div
    style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0"
    data-skip-in-text="true">
    Thank you for writing. We answer {{answer_time}}.
    <div>
      &#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;
    </div>
  </div>
  <body class="sr-page" style="background-color:#f3f2f8;margin:0;padding:0">
    <table
      border="0"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      role="presentation"
      align="center">
      <tbody>
        <tr>
          <td
            style="background-color:#f3f2f8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;margin:0;padding:24px 0">
            <table
              align="center"
              width="100%"
              border="0"
              cellpadding="0"
              cellspacing="0"
              role="presentation"
              style="max-width:600px;width:100%">
              <tbody>
                <tr style="width:100%">
                  <td>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:0 32px 16px">
                      <tbody>
                        <tr>
                          <td>
                            <a
                              href="{{site_url}}"
                              style="color:#067df7;text-decoration-line:none"
                              target="_blank"
                              ><img
                                alt="{{brand}}"
                                height="48"
                                src="{{site_url}}/mail/logo.png"
                                style="display:block;outline:none;border:none;text-decoration:none;color:#5b3be8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;font-size:20px;font-weight:700"
                                width="48"
                            /></a>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-card"
                      style="background-color:#ffffff;border-radius:12px;padding:32px">
                      <tbody>
                        <tr>
                          <td>
                            <h1
                              class="sr-text"
                              style="color:#1d1b26;font-size:24px;line-height:32px;font-weight:700;margin:0 0 20px">
                              We received your message
                            </h1>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Hello,
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Thank you for writing to {{brand}}. A person on
                              our team reads every message and answers
                              {{answer_time}}, from this address.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              It arrived on {{received}}. We do not repeat what
                              a message says: a receipt goes to whatever address
                              was typed in the form.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              You (or someone using your address) sent this
                              through the contact form on {{site_host}}. If it
                              was not you, ignore this mail: nothing else will
                              follow from it.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              The {{brand}} team
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:24px 32px 0">
                      <tbody>
                        <tr>
                          <td>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              Sent once per message from the contact form on
                              {{site_host}}, to the address given in it.
                            </p>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              {{sender}}
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  </body>
</html>
<!--/$-->
`,
    text: `Hello,

Thank you for writing to {{brand}}. A person on our team reads every message and answers {{answer_time}}, from this address.

It arrived on {{received}}. We do not repeat what a message says: a receipt goes to whatever address was typed in the form.

You (or someone using your address) sent this through the contact form on {{site_host}}. If it was not you, ignore this mail: nothing else will follow from it.

The {{brand}} team

--
Sent once per message from the contact form on {{site_host}}, to the address given in it.

{{sender}}
{{site_url}}
`,
  },
  waitlist_digest: {
    subject: "Waitlist digest {{day_iso}}: {{joined}} joined, {{confirmed}} confirmed",
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!--$-->
<html dir="ltr" lang="en">
  <head>
    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type" />
    <meta name="x-apple-disable-message-reformatting" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="supported-color-schemes" content="light dark" />
    <title>
      Waitlist digest {{day_iso}}: {{joined}} joined, {{confirmed}} confirmed
    </title>
    <style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
      .sr-page, .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      .sr-card { background-color: #1d1b24 !important; }
      .sr-text { color: #ecebf2 !important; }
      .sr-muted { color: #aba7bc !important; }
      .sr-link { color: #bcb0ff !important; }
      .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      .sr-rule { border-color: #36323f !important; }
      .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      }
      [data-ogsc] .sr-page, [data-ogsc] .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      [data-ogsc] .sr-card { background-color: #1d1b24 !important; }
      [data-ogsc] .sr-text { color: #ecebf2 !important; }
      [data-ogsc] .sr-muted { color: #aba7bc !important; }
      [data-ogsc] .sr-link { color: #bcb0ff !important; }
      [data-ogsc] .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      [data-ogsc] .sr-rule { border-color: #36323f !important; }
      [data-ogsc] .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      @media (max-width: 480px) {
      .sr-card { border-radius: 0 !important; padding: 24px 20px !important; }
      .sr-outside { padding-left: 20px !important; padding-right: 20px !important; }
      }
    </style>
  </head>
  <div
    style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0"
    data-skip-in-text="true">
    {{joined}} joined, {{confirmed}} confirmed, {{visitors}} visitors,
    {{total_members}} on the list.
    <div>
      &#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;
    </div>
  </div>
  <body class="sr-page" style="background-color:#f3f2f8;margin:0;padding:0">
    <table
      border="0"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      role="presentation"
      align="center">
      <tbody>
        <tr>
          <td
            style="background-color:#f3f2f8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;margin:0;padding:24px 0">
            <table
              align="center"
              width="100%"
              border="0"
              cellpadding="0"
              cellspacing="0"
              role="presentation"
              style="max-width:600px;width:100%">
              <tbody>
                <tr style="width:100%">
                  <td>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:0 32px 16px">
                      <tbody>
                        <tr>
                          <td>
                            <a
                              href="{{site_url}}"
                              style="color:#067df7;text-decoration-line:none"
                              target="_blank"
                              ><img
                                alt="{{brand}}"
                                height="48"
                                src="{{site_url}}/mail/logo.png"
                                style="display:block;outline:none;border:none;text-decoration:none;color:#5b3be8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;font-size:20px;font-weight:700"
                                width="48"
                            /></a>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-card"
                      style="background-color:#ffffff;border-radius:12px;padding:32px">
                      <tbody>
                        <tr>
                          <td>
                            <h1
                              class="sr-text"
                              style="color:#1d1b26;font-size:24px;line-height:32px;font-weight:700;margin:0 0 20px">
                              The waitlist on {{day}}
                            </h1>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              One day of activity (UTC), against the day before.
                            </p>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 8px">
                              <thead>
                                <tr>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"></td>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    {{day_short}}
                                  </th>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    {{before_short}}
                                  </th>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Change
                                  </th>
                                </tr>
                              </thead>
                              <tbody>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Joined
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{joined}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{joined_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{joined_change}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Confirmed
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{confirmed}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{confirmed_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{confirmed_change}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Invited
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{invited}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{invited_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{invited_change}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Referral credits
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{referrals}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{referrals_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{referrals_change}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Unsubscribed
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{unsubscribed}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{unsubscribed_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{unsubscribed_change}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Deleted their data
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{deleted}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{deleted_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{deleted_change}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Contact messages
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{contact_messages}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{contact_messages_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{contact_messages_change}}
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              {{referrals_note}}
                            </p>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              Sign-ups by source
                            </h2>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 8px">
                              <thead>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Source
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    {{day_short}}
                                  </th>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    {{before_short}}
                                  </th>
                                </tr>
                              </thead>
                              <tbody>
                                {{{source_rows}}}
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="row">
                                    All sources
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600">
                                    {{joined}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600">
                                    {{joined_before}}
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              Visits and conversion
                            </h2>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 8px">
                              <thead>
                                <tr>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"></td>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    {{day_short}}
                                  </th>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    {{before_short}}
                                  </th>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Change
                                  </th>
                                </tr>
                              </thead>
                              <tbody>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Visitors
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{visitors}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{visitors_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{visitors_change}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Waitlist sign-ups
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{signups}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{signups_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{signups_change}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Conversion
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{conversion}}
                                  </td>
                                  <td
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{conversion_before}}
                                  </td>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"></td>
                                </tr>
                              </tbody>
                            </table>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              {{pages_note}}
                            </p>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              Best converting pages
                            </h2>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 8px">
                              <thead>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Landing page
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Visitors
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Sign-ups
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Conversion
                                  </th>
                                </tr>
                              </thead>
                              <tbody>
                                {{{best_pages_rows}}}
                              </tbody>
                            </table>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              Worst converting pages
                            </h2>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 8px">
                              <thead>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Landing page
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Visitors
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Sign-ups
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Conversion
                                  </th>
                                </tr>
                              </thead>
                              <tbody>
                                {{{worst_pages_rows}}}
                              </tbody>
                            </table>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              Hero experiments
                            </h2>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Each version against A on confirmed sign-ups per
                              visitor, counted from the first day a version
                              other than A was served to the last, up to this
                              one. No winner is named here, however sure it
                              looks: the report (npm run signups:report) names
                              one once the experiment has ended.
                            </p>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 8px">
                              <thead>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Experiment
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Version
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Visitors
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Started
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Stored
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Confirmed
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Confirmed per visitor
                                  </th>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Against A
                                  </th>
                                </tr>
                              </thead>
                              <tbody>
                                {{{experiment_rows}}}
                              </tbody>
                            </table>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              On the list at the end of the day
                            </h2>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 8px">
                              <tbody>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Members
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{total_members}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Confirmed
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{total_confirmed}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Invited
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{total_invited}}
                                  </td>
                                </tr>
                                <tr>
                                  <th
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400"
                                    scope="row">
                                    Still waiting
                                  </th>
                                  <td
                                    class="sr-rule sr-text"
                                    style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">
                                    {{total_waiting}}
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:24px 32px 0">
                      <tbody>
                        <tr>
                          <td>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              Sent once a day by the {{site_host}} waitlist to
                              {{team_address}}.
                            </p>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              {{sender}}
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  </body>
</html>
<!--/$-->
`,
    text: `The waitlist on {{day}} (UTC), against the day before ({{before_short}}).

Joined: {{joined}} (day before: {{joined_before}}; change: {{joined_change}})
Confirmed: {{confirmed}} (day before: {{confirmed_before}}; change: {{confirmed_change}})
Invited: {{invited}} (day before: {{invited_before}}; change: {{invited_change}})
Referral credits: {{referrals}} (day before: {{referrals_before}}; change: {{referrals_change}})
Unsubscribed: {{unsubscribed}} (day before: {{unsubscribed_before}}; change: {{unsubscribed_change}})
Deleted their data: {{deleted}} (day before: {{deleted_before}}; change: {{deleted_change}})
Contact messages: {{contact_messages}} (day before: {{contact_messages_before}}; change: {{contact_messages_change}})

{{referrals_note}}

Sign-ups by source
{{{source_rows}}}
All sources: {{joined}} (day before: {{joined_before}})

Visits and conversion
Visitors: {{visitors}} (day before: {{visitors_before}}; change: {{visitors_change}})
Waitlist sign-ups: {{signups}} (day before: {{signups_before}}; change: {{signups_change}})
Conversion: {{conversion}}; day before: {{conversion_before}}

{{pages_note}}

Best converting pages
{{{best_pages_rows}}}

Worst converting pages
{{{worst_pages_rows}}}

Hero experiments
Each version against A on confirmed sign-ups per visitor, counted from the first day a version other than A was served to the last, up to this one. No winner is named here, however sure it looks: the report (npm run signups:report) names one once the experiment has ended.
{{{experiment_rows}}}

On the list at the end of the day
Members: {{total_members}}
Confirmed: {{total_confirmed}}
Invited: {{total_invited}}
Still waiting: {{total_waiting}}

--
Sent once a day by the {{site_host}} waitlist to {{team_address}}.

{{sender}}
{{site_url}}
`,
  },
  waitlist_again: {
    subject: "You are already on the {{brand}} waitlist",
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!--$-->
<html dir="ltr" lang="en">
  <head>
    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type" />
    <meta name="x-apple-disable-message-reformatting" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="supported-color-schemes" content="light dark" />
    <title>You are already on the {{brand}} waitlist</title>
    <style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
      .sr-page, .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      .sr-card { background-color: #1d1b24 !important; }
      .sr-text { color: #ecebf2 !important; }
      .sr-muted { color: #aba7bc !important; }
      .sr-link { color: #bcb0ff !important; }
      .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      .sr-rule { border-color: #36323f !important; }
      .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      }
      [data-ogsc] .sr-page, [data-ogsc] .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      [data-ogsc] .sr-card { background-color: #1d1b24 !important; }
      [data-ogsc] .sr-text { color: #ecebf2 !important; }
      [data-ogsc] .sr-muted { color: #aba7bc !important; }
      [data-ogsc] .sr-link { color: #bcb0ff !important; }
      [data-ogsc] .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      [data-ogsc] .sr-rule { border-color: #36323f !important; }
      [data-ogsc] .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      @media (max-width: 480px) {
      .sr-card { border-radius: 0 !important; padding: 24px 20px !important; }
      .sr-outside { padding-left: 20px !important; padding-right: 20px !important; }
      }
    </style>
  </head>
  <div
    style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0"
    data-skip-in-text="true">
    This address joined again. Nothing changed: your place is kept, and here is
    your own link.
    <div>
      &#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;
    </div>
  </div>
  <body class="sr-page" style="background-color:#f3f2f8;margin:0;padding:0">
    <table
      border="0"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      role="presentation"
      align="center">
      <tbody>
        <tr>
          <td
            style="background-color:#f3f2f8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;margin:0;padding:24px 0">
            <table
              align="center"
              width="100%"
              border="0"
              cellpadding="0"
              cellspacing="0"
              role="presentation"
              style="max-width:600px;width:100%">
              <tbody>
                <tr style="width:100%">
                  <td>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:0 32px 16px">
                      <tbody>
                        <tr>
                          <td>
                            <a
                              href="{{site_url}}"
                              style="color:#067df7;text-decoration-line:none"
                              target="_blank"
                              ><img
                                alt="{{brand}}"
                                height="48"
                                src="{{site_url}}/mail/logo.png"
                                style="display:block;outline:none;border:none;text-decoration:none;color:#5b3be8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;font-size:20px;font-weight:700"
                                width="48"
                            /></a>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-card"
                      style="background-color:#ffffff;border-radius:12px;padding:32px">
                      <tbody>
                        <tr>
                          <td>
                            <h1
                              class="sr-text"
                              style="color:#1d1b26;font-size:24px;line-height:32px;font-weight:700;margin:0 0 20px">
                              You&#x27;re already on the list
                            </h1>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Hi {{name}},
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Someone, most likely you, just asked to join the
                              {{brand}} waitlist with this address. It is on the
                              list already, so nothing changed: you keep your
                              place, and no second place was made.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              {{status_sentence}}
                            </p>
                            <table
                              align="center"
                              width="100%"
                              border="0"
                              cellpadding="0"
                              cellspacing="0"
                              role="presentation"
                              style="margin:8px 0 24px">
                              <tbody>
                                <tr>
                                  <td>
                                    <a
                                      class="sr-button"
                                      href="{{action_url}}"
                                      style="line-height:20px;text-decoration:none;display:inline-block;max-width:100%;mso-padding-alt:0px;background-color:#5b3be8;border-radius:8px;color:#ffffff;font-size:16px;font-weight:600;padding:14px 28px;padding-top:14px;padding-right:28px;padding-bottom:14px;padding-left:28px"
                                      target="_blank"
                                      ><span
                                        ><!--[if mso]><i style="mso-font-width:466.6666666666667%;mso-text-raise:21" hidden>&#8202;&#8202;&#8202;</i><![endif]--></span
                                      ><span
                                        style="max-width:100%;display:inline-block;line-height:120%;mso-padding-alt:0px;mso-text-raise:10.5px"
                                        >{{action_label}}</span
                                      ><span
                                        ><!--[if mso]><i style="mso-font-width:466.6666666666667%" hidden>&#8202;&#8202;&#8202;&#8203;</i><![endif]--></span
                                      ></a
                                    >
                                    <p
                                      class="sr-muted"
                                      style="font-size:13px;line-height:20px;color:#5e5a6e;margin:12px 0 0;margin-top:12px;margin-right:0;margin-bottom:0;margin-left:0">
                                      Button not working? Open this link:<!-- -->
                                      <a
                                        class="sr-link"
                                        href="{{action_url}}"
                                        style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                        target="_blank"
                                        >{{action_short}}</a
                                      >
                                    </p>
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              {{place_sentence}}
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              This mail brings your own links anew: the links to
                              your page in our earlier mails no longer work, the
                              ones in this mail do.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              If it was not you, ignore this mail: nothing else
                              follows from it, and this address gets at most one
                              mail an hour from us.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              The {{brand}} team
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:24px 32px 0">
                      <tbody>
                        <tr>
                          <td>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              You get this mail because this address joined the
                              {{brand}} waitlist.<!-- -->
                              <a
                                class="sr-link"
                                href="{{manage_url}}"
                                style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                target="_blank"
                                >Your member page</a
                              >
                              <!-- -->shows your place in line; there you can
                              also<!-- -->
                              <a
                                class="sr-link"
                                href="{{manage_url}}"
                                style="color:#5b3be8;text-decoration-line:none;text-decoration:underline"
                                target="_blank"
                                >unsubscribe</a
                              >
                              <!-- -->or delete your data.
                            </p>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              {{sender}}
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  </body>
</html>
<!--/$-->
`,
    text: `Hi {{name}},

Someone, most likely you, just asked to join the {{brand}} waitlist with this address. It is on the list already, so nothing changed: you keep your place, and no second place was made.

{{status_sentence}}

{{action_label}}:
{{action_url}}

{{place_sentence}}

This mail brings your own links anew: the links to your page in our earlier mails no longer work, the ones in this mail do.

If it was not you, ignore this mail: nothing else follows from it, and this address gets at most one mail an hour from us.

The {{brand}} team

--
Your member page: your place in line, unsubscribe, or delete your data:
{{manage_url}}

{{sender}}
{{site_url}}
`,
  },
  contact_team_summary: {
    subject: "Contact form: {{held}} more messages, {{hour}}",
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!--$-->
<html dir="ltr" lang="en">
  <head>
    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type" />
    <meta name="x-apple-disable-message-reformatting" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="supported-color-schemes" content="light dark" />
    <title>Contact form: {{held}} more messages, {{hour}}</title>
    <style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
      .sr-page, .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      .sr-card { background-color: #1d1b24 !important; }
      .sr-text { color: #ecebf2 !important; }
      .sr-muted { color: #aba7bc !important; }
      .sr-link { color: #bcb0ff !important; }
      .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      .sr-rule { border-color: #36323f !important; }
      .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      }
      [data-ogsc] .sr-page, [data-ogsc] .sr-page > table > tbody > tr > td { background-color: #121117 !important; }
      [data-ogsc] .sr-card { background-color: #1d1b24 !important; }
      [data-ogsc] .sr-text { color: #ecebf2 !important; }
      [data-ogsc] .sr-muted { color: #aba7bc !important; }
      [data-ogsc] .sr-link { color: #bcb0ff !important; }
      [data-ogsc] .sr-button { background-color: #6e52f0 !important; color: #ffffff !important; }
      [data-ogsc] .sr-rule { border-color: #36323f !important; }
      [data-ogsc] .sr-quote { background-color: #27242f !important; border-color: #6e52f0 !important; }
      @media (max-width: 480px) {
      .sr-card { border-radius: 0 !important; padding: 24px 20px !important; }
      .sr-outside { padding-left: 20px !important; padding-right: 20px !important; }
      }
    </style>
  </head>
  <div
    style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0"
    data-skip-in-text="true">
    {{held}} contact messages came after the hour&#x27;s first {{cap}}. All are
    stored.
    <div>
      &#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;&#xA0;&#x200C;&#x200B;&#x200D;&#x200E;&#x200F;&#xFEFF;
    </div>
  </div>
  <body class="sr-page" style="background-color:#f3f2f8;margin:0;padding:0">
    <table
      border="0"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      role="presentation"
      align="center">
      <tbody>
        <tr>
          <td
            style="background-color:#f3f2f8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;margin:0;padding:24px 0">
            <table
              align="center"
              width="100%"
              border="0"
              cellpadding="0"
              cellspacing="0"
              role="presentation"
              style="max-width:600px;width:100%">
              <tbody>
                <tr style="width:100%">
                  <td>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:0 32px 16px">
                      <tbody>
                        <tr>
                          <td>
                            <a
                              href="{{site_url}}"
                              style="color:#067df7;text-decoration-line:none"
                              target="_blank"
                              ><img
                                alt="{{brand}}"
                                height="48"
                                src="{{site_url}}/mail/logo.png"
                                style="display:block;outline:none;border:none;text-decoration:none;color:#5b3be8;font-family:-apple-system, BlinkMacSystemFont, &#x27;Segoe UI&#x27;, Roboto, Helvetica, Arial, sans-serif;font-size:20px;font-weight:700"
                                width="48"
                            /></a>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-card"
                      style="background-color:#ffffff;border-radius:12px;padding:32px">
                      <tbody>
                        <tr>
                          <td>
                            <h1
                              class="sr-text"
                              style="color:#1d1b26;font-size:24px;line-height:32px;font-weight:700;margin:0 0 20px">
                              {{held}} more contact messages
                            </h1>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Between {{hour}}, the contact form on
                              {{site_host}} received more messages than the team
                              is mailed one by one ({{cap}} an hour). {{mailed}}
                              came to you one by one; these {{held}} came after
                              them and are summed up here.
                            </p>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              Every message is stored: in the Supabase
                              dashboard, table contact_messages, received within
                              that hour (form &quot;contact&quot;). Nothing was
                              lost, and each sender got the usual receipt.
                            </p>
                            <h2
                              class="sr-text"
                              style="color:#1d1b26;font-size:18px;line-height:26px;font-weight:700;margin:28px 0 8px">
                              Who wrote
                            </h2>
                            <p
                              class="sr-text"
                              style="font-size:16px;line-height:26px;color:#1d1b26;margin:0 0 16px;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0">
                              {{list_note}}
                            </p>
                            <table
                              width="100%"
                              cellpadding="0"
                              cellspacing="0"
                              style="border-collapse:collapse;margin:0 0 24px">
                              <tbody>
                                <tr>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Name
                                  </th>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    E-mail
                                  </th>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    About
                                  </th>
                                  <th
                                    class="sr-rule sr-muted"
                                    style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:600"
                                    scope="col">
                                    Received
                                  </th>
                                </tr>
                                {{{message_rows}}}
                              </tbody>
                            </table>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    <table
                      align="center"
                      width="100%"
                      border="0"
                      cellpadding="0"
                      cellspacing="0"
                      role="presentation"
                      class="sr-outside"
                      style="padding:24px 32px 0">
                      <tbody>
                        <tr>
                          <td>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              Sent once per hour with more than {{cap}} contact
                              messages, by the contact form on {{site_host}} to
                              {{team_address}}. A sudden flood may be one
                              sender: their messages have the same network and
                              often the same words.
                            </p>
                            <p
                              class="sr-muted"
                              style="font-size:13px;line-height:20px;color:#5e5a6e;margin:0 0 8px;margin-top:0;margin-right:0;margin-bottom:8px;margin-left:0">
                              {{sender}}
                            </p>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  </body>
</html>
<!--/$-->
`,
    text: `Between {{hour}}, the contact form on {{site_host}} received more messages than the team is mailed one by one ({{cap}} an hour). {{mailed}} came to you one by one; these {{held}} came after them and are summed up here.

Every message is stored: in the Supabase dashboard, table contact_messages, received within that hour (form "contact"). Nothing was lost, and each sender got the usual receipt.

Who wrote: {{list_note}}
{{{message_rows}}}

--
Sent once per hour with more than {{cap}} contact messages, by the contact form on {{site_host}} to {{team_address}}. A sudden flood may be one sender: their messages have the same network and often the same words.

{{sender}}
{{site_url}}
`,
  },
  digest_source_row: {
    html: `<tr><th class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400" scope="row">{{source}}</th><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{count}}</td><td class="sr-rule sr-muted" style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{count_before}}</td></tr>`,
    text: `{{source}}: {{count}} (day before: {{count_before}})`,
  },
  digest_page_row: {
    html: `<tr><th class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400" scope="row">{{page}}</th><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{visitors}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{signups}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{conversion}}</td></tr>`,
    text: `{{page}}: {{conversion}} ({{signups}} of {{visitors}} visitors)`,
  },
  digest_experiment_row: {
    html: `<tr><th class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400" scope="row">{{experiment}}</th><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">{{version}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{visitors}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{started}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{stored}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{confirmed}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:right;vertical-align:top;font-weight:400">{{rate}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">{{judgement}}</td></tr>`,
    text: `{{experiment}} {{version}}: {{rate}} confirmed per visitor; {{visitors}} visitors, {{started}} started, {{stored}} stored, {{confirmed}} confirmed; {{judgement}}`,
  },
  contact_summary_row: {
    html: `<tr><th class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400" scope="row">{{name}}</th><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">{{email}}</td><td class="sr-rule sr-text" style="border-bottom:1px solid #e3e0ee;color:#1d1b26;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">{{goal}}</td><td class="sr-rule sr-muted" style="border-bottom:1px solid #e3e0ee;color:#5e5a6e;font-size:15px;line-height:22px;padding:8px 8px 8px 0;text-align:left;vertical-align:top;font-weight:400">{{received}}</td></tr>`,
    text: `{{received}}  {{name}} ({{email}}): {{goal}}`,
  },
};
