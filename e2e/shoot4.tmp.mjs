import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
for (const ed of ['', '/zh']) {
await p.goto(`http://localhost:3400${ed}/business-product/Harbor-Business-Works-Warehousing-XB-751-07ff24db-3eaa-4468-b078-a886a6d4ced1`);
await p.waitForTimeout(1500);
console.log(ed, await p.evaluate(() => { const a = document.querySelector('main aside'); if (!a) return 'none'; const r = a.getBoundingClientRect(); return `${a.getAttribute('aria-label')} ${Math.round(r.left)}-${Math.round(r.right)} top ${Math.round(r.top)} h ${Math.round(r.height)} display ${getComputedStyle(a).display}`; }));
}
await b.close();
