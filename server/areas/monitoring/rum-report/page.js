// The team's real-user monitoring page (server/areas/monitoring/rum-report-routes.ts, ADR 026): reads data.json
// (the token of this page's address passed on) and draws one uPlot chart per series, then tables.
/* global uPlot */
(async () => {
  const token = new URLSearchParams(location.search).get('token');
  const days = new URLSearchParams(location.search).get('days') ?? '7';
  const query = new URLSearchParams({ days, ...(token ? { token } : {}) });
  const response = await fetch(`/internal/rum/data.json?${query}`);
  const report = await response.json();
  const summary = document.getElementById('summary');
  summary.textContent = `Since ${report.since.slice(0, 16).replace('T', ' ')} UTC: ${report.counts.pageViews} page views in ${report.counts.sessions} sessions.`;

  const SERIES = [
    ['LCP', 'ms'],
    ['INP', 'ms'],
    ['CLS', ''],
    ['FCP', 'ms'],
    ['TTFB', 'ms'],
    ['errors', 'count'],
  ];
  const times = report.timeline.map((point) => Date.parse(point.hour) / 1000);
  const charts = document.getElementById('charts');
  for (const [name, unit] of SERIES) {
    const figure = document.createElement('figure');
    figure.className = 'chart';
    figure.setAttribute('data-series', name);
    const title = document.createElement('h3');
    title.textContent = name === 'errors' ? 'Errors per hour' : `${name} p75${unit ? ` (${unit})` : ''}`;
    figure.append(title);
    charts.append(figure);
    const values = report.timeline.map((point) => point.series[name]);
    new uPlot(
      {
        // As wide as its card on a phone (390 px), 360 px at most.
        width: Math.min(360, figure.clientWidth - 16),
        height: 180,
        series: [
          {},
          {
            label: name,
            stroke: name === 'errors' ? '#b3261e' : '#1565c0',
            width: 2,
            points: { show: true, size: 6 },
          },
        ],
        // A fixed span three hours either side of the data: left to itself, uPlot widens a single
        // hour's point to a span of years (its one-point pad is a day in milliseconds, read as seconds).
        scales: {
          x:
            times.length > 0
              ? { time: true, range: [times[0] - 3 * 3600, times.at(-1) + 3 * 3600] }
              : { time: true },
        },
        axes: [{}, { size: 56 }],
        legend: { show: false },
      },
      [times, values],
      figure,
    );
  }

  const table = (id, headers, rows) => {
    const where = document.getElementById(id);
    if (rows.length === 0) {
      where.innerHTML = '<p class="empty">Nothing yet.</p>';
      return;
    }
    const element = document.createElement('table');
    const head = element.createTHead().insertRow();
    for (const [label, numeric] of headers) {
      const cell = document.createElement('th');
      cell.textContent = label;
      if (numeric) cell.className = 'num';
      head.append(cell);
    }
    const body = element.createTBody();
    for (const row of rows) {
      const line = body.insertRow();
      row.forEach((value, at) => {
        const cell = line.insertCell();
        cell.textContent = typeof value === 'object' && value ? value.text : String(value);
        if (typeof value === 'object' && value) cell.className = value.className;
        else if (headers[at][1]) cell.className = 'num';
      });
    }
    where.append(element);
  };
  // CLS is a score (three decimals); every other figure is milliseconds.
  const round = (value, name) => (name === 'CLS' ? value.toFixed(3) : Math.round(value).toString());
  table(
    'vitals',
    [['Vital'], ['Route'], ['Layout'], ['p75', true], ['Samples', true]],
    report.vitals.map((row) => [
      row.name,
      row.route,
      row.layout,
      { text: round(row.p75, row.name), className: `num ${row.rating}` },
      row.count,
    ]),
  );
  table(
    'pages',
    [['Route'], ['Page views', true], ['In the app shell', true]],
    report.pages.map((row) => [row.route, row.views, row.shellViews]),
  );
  table(
    'errors',
    [['Kind'], ['Message'], ['Count', true]],
    report.errors.map((row) => [row.kind, row.message, row.count]),
  );
  table(
    'apis',
    [['Path'], ['p75 (ms)', true], ['Calls', true], ['Failures', true]],
    report.slowestApis.map((row) => [row.path, round(row.p75, 'ms'), row.count, row.failures]),
  );
  document.body.setAttribute('data-ready', 'true');
})();
