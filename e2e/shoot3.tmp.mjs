import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const p = await b.newPage({ viewport: { width: 375, height: 900 } });
await p.goto('http://localhost:3400/es/business/Summit-Baby-Works-4216331a-00fb-49b7-9b7f-605079a83169');
await p.waitForTimeout(1500);
console.log(await p.evaluate(() => {
  const grid = document.querySelector('main .grid.gap-5');
  const kids = [...grid.children].map((c) => { const r = c.getBoundingClientRect(); return `${c.className.slice(0,40)} ${Math.round(r.left)}-${Math.round(r.right)}`; });
  // min-content width of each card in first column
  const col = grid.children[0];
  const widths = [...col.children].map((c) => { const clone = c.cloneNode(true); clone.style.width = 'min-content'; clone.style.position='absolute'; document.body.appendChild(clone); const w = clone.getBoundingClientRect().width; clone.remove(); return `${(c.textContent||'').slice(0,25)}: ${Math.round(w)}`; });
  return { kids, widths };
}));
await b.close();
