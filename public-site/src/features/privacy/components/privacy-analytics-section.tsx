/** What the site counts about visits, without cookies, and how long it keeps it. */
export function PrivacyAnalyticsSection() {
  return (
    <section aria-labelledby="privacy-analytics">
      <h2 id="privacy-analytics">How we count visits</h2>
      <p>To learn which pages are useful and what brings people to us, our website counts:</p>
      <ul>
        <li>the pages you open (their address without anything after a question mark);</li>
        <li>the website you came from (the referrer), on the first page of your visit;</li>
        <li>
          campaign parameters in the address you arrived at (utm_source, utm_medium, utm_campaign, utm_term,
          utm_content);
        </li>
        <li>a device class: mobile, tablet or desktop, from the width of your screen;</li>
        <li>
          events: starting and completing Build My Stack, reaching a step of the contact form and sending it,
          clicking our e-mail address or phone number, and reaching a page that does not exist;
        </li>
        <li>how fast pages load and respond for you (page speed figures your browser measures).</li>
      </ul>
      <p>
        No cookies and no local storage are used for this. Your first page, the referrer and the campaign
        parameters stay in your browser tab&apos;s session storage until you close the tab, and are sent with
        your enquiry if you send one, so we know what brought you to us.
      </p>
      <p>
        To count visitors without knowing who they are, our server combines a random value that changes every
        day (and is then deleted) with your internet address and browser&apos;s user agent into a one-way
        code. Your address and user agent themselves are never stored, and the code cannot link your visits on
        different days.
      </p>
      <p>
        If your browser sends Do Not Track or Global Privacy Control, it sends us nothing of this. Visits by
        search engines and other automated tools are not counted.
      </p>
      <p>
        We keep the individual page views and events for 30 days; after that only daily totals remain, kept
        for 25 months.
      </p>
    </section>
  );
}
