// Choosing the rules: the dialog before a new game (preset, victories on or off with their
// thresholds, options), refusals with the engine's reason, the rules panel during play, and
// saved games that carry their rules (custom ones included; old saves with a preset id too).

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, shoot, settle, position, clickCell, START } from "./harness.mjs";

// The boissiere start (crate/tests/boissiere.rs): the standard placement mirrored, colours exchanged.
const BOISSIERE =
  "s25,s81,4,s169,s289/s15,s45,t25,t20,t42,t49,p(s36s25t16t9c4c1),s153/t9,t6,c4,c16,c36,c64,t72,t81/2,c2,c4,c6,c8,2/8/8/8/8/8/8/8/8/" +
  "2,C9,C7,C5,C3,2/T100,T90,C81,C49,C25,C9,T12,T16/P(S64S49T36T25C16),S120,T64,T56,T30,T36,S66,S28/S361,S225,4,S121,S49 w - - 0";
// After c4-d5 (`rithmo play c4-d5 --rules boissiere`): the round on c4 steps diagonally.
const BOISSIERE_1 =
  "s25,s81,4,s169,s289/s15,s45,t25,t20,t42,t49,p(s36s25t16t9c4c1),s153/t9,t6,c4,c16,c36,c64,t72,t81/2,c2,c4,c6,c8,2/8/8/8/8/8/8/8/" +
  "3,C9,4/3,C7,C5,C3,2/T100,T90,C81,C49,C25,C9,T12,T16/P(S64S49T36T25C16),S120,T64,T56,T30,T36,S66,S28/S361,S225,4,S121,S49 b - - 1";

const env = useBrowser();

const text = (page, sel) => page.textContent(sel);
const dialogOpen = (page) => page.evaluate(() => document.getElementById("rules-dialog").open);

test("the rules dialog: boissiere with a victory off; the rules panel shows it; it survives a reload", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await text(page, "#rules-title"), "Rules: Classic");
  assert.match(await text(page, "#position-rules"), /^Rules: Classic/);

  await page.click("#rules-open");
  assert.ok(await dialogOpen(page), "the dialog is open");
  assert.equal(await page.inputValue("#rules-preset"), "classic", "it starts from the rules chosen now");
  await page.selectOption("#rules-preset", "boissiere");
  assert.match(await text(page, "#rules-summary"), /Choose your captures before or after a regular move/);
  // The preset's victories, each a checkbox with its thresholds; others can be added.
  const rows = await page.$$eval("#rules-victories .victory-row", (rs) =>
    rs.map((r) => [r.dataset.victory, r.querySelector('input[data-field="enabled"]').checked]),
  );
  assert.deepEqual(Object.fromEntries(rows), {
    body: true, assets: true, proceeds: false, "body-assets": false, "body-proceeds": false, "assets-proceeds": false,
    "body-assets-proceeds": false, "mediocre-victory": true, "great-victory": true, "excellent-victory": true, blockade: true,
  });
  assert.equal(await page.inputValue('input[data-victory="body"][data-field="pieces"]'), "15");
  assert.equal(await page.inputValue('input[data-victory="assets"][data-field="value.white"]'), "984");
  assert.equal(await page.inputValue('input[data-victory="assets"][data-field="value.black"]'), "1315");
  assert.ok(await page.isChecked("#rules-reenter"), "prisoners re-enter in boissiere");
  // Assets off, Body at 12: the engine's words in the dialog follow at once.
  await page.uncheck("#victory-assets");
  await page.fill('input[data-victory="body"][data-field="pieces"]', "12");
  assert.equal(await text(page, "#rules-words-title"), "Boissière (custom)");
  assert.match(await text(page, "#rules-words"), /Victories in force: Body \(pieces ≥ 12\); Mediocre Victory;/);
  assert.equal(await text(page, "#rules-error"), "");
  await shoot(page, "rules-dialog.png");
  await page.click("#rules-start");
  await settle(page);
  assert.ok(!(await dialogOpen(page)), "the dialog closed");

  // The game: boissiere's start, the rules panel and the position box say which rules.
  assert.equal(await position(page), BOISSIERE);
  assert.equal(await text(page, "#rules-title"), "Rules: Boissière (custom)");
  const describe = await text(page, "#rules-describe");
  assert.match(describe, /Victories in force: Body \(pieces ≥ 12\); Mediocre Victory; Great Victory; Excellent Victory; Blockade\./);
  assert.doesNotMatch(describe, /Assets/);
  assert.match(describe, /The player chooses which captures to take/);
  assert.match(await text(page, "#position-rules"), /^Rules: Boissière \(custom\)/);
  assert.match(await text(page, "#position-paste-rules"), /read with the rules chosen now: Boissière \(custom\)/);
  assert.doesNotMatch(await text(page, "#progress"), /Assets/);
  assert.match(await text(page, "#progress"), /White · Body: pieces 0 \/ 12/);
  await page.click("#rules-panel summary");
  assert.ok(await page.isVisible("#rules-describe"), "the rules panel opens");
  await shoot(page, "rules-panel.png");

  // Play a move, reload: the custom rules and the move are still there.
  await clickCell(page, "c4");
  await clickCell(page, "d5");
  assert.equal(await position(page), BOISSIERE_1);
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem("rithmomachia.game.v1")));
  assert.equal(saved.preset, "boissiere");
  const rules = JSON.parse(saved.rules);
  assert.deepEqual(Object.keys(rules.victories), ["body", "mediocre-victory", "great-victory", "excellent-victory", "blockade"]);
  assert.equal(rules.victories.body.pieces, 12);
  await reload(page);
  assert.equal(await position(page), BOISSIERE_1);
  assert.equal(await text(page, "#rules-title"), "Rules: Boissière (custom)");
  assert.match(await text(page, "#rules-describe"), /Body \(pieces ≥ 12\)/);
  assert.ok(await page.isHidden("#notice"));
  // The dialog opens on the rules in force.
  await page.click("#rules-open");
  assert.equal(await page.inputValue("#rules-preset"), "boissiere");
  assert.ok(!(await page.isChecked("#victory-assets")));
  await page.click("#rules-cancel");
  assert.ok(!(await dialogOpen(page)));
  assert.equal(await position(page), BOISSIERE_1, "cancel starts nothing");

  // A saved game from before (a preset id, no rules JSON) still restores.
  await page.evaluate((start) => localStorage.setItem("rithmomachia.game.v1", JSON.stringify({ version: 1, preset: "boissiere", start, moves: ["c4-d5"], cursor: 1 })), BOISSIERE);
  await reload(page);
  assert.ok(await page.isHidden("#notice"));
  assert.equal(await position(page), BOISSIERE_1);
  assert.equal(await text(page, "#rules-title"), "Rules: Boissière");
  assert.match(await text(page, "#rules-describe"), /Assets \(value ≥ 984 \(White\) \/ 1315 \(Black\)\)/);
  await finish(p, assert);
});

test("a combination that cannot work is refused with the engine's reason; the dialog stays open", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await page.click("#rules-open");
  assert.equal(await page.inputValue("#rules-preset"), "classic");
  // De Corpore at 0 pieces would be won at once.
  await page.fill('input[data-victory="de-corpore"][data-field="pieces"]', "0");
  assert.match(await text(page, "#rules-error"), /These rules cannot be played: De Corpore needs a threshold above 0 for White \(0 would win at once\)\./);
  await page.click("#rules-start");
  assert.ok(await dialogOpen(page), "refused: the dialog stays open");
  assert.match(await text(page, "#rules-error"), /De Corpore needs a threshold above 0/);
  await shoot(page, "rules-refused.png");
  // Back to 15: accepted again. Then a toggle the classic captures cannot take.
  await page.fill('input[data-victory="de-corpore"][data-field="pieces"]', "15");
  assert.equal(await text(page, "#rules-error"), "");
  await page.check("#rules-reenter");
  assert.match(await text(page, "#rules-error"), /prisoners re-enter only where the player chooses captures/);
  await page.click("#rules-start");
  assert.ok(await dialogOpen(page));
  // A field that is not a number is named.
  await page.uncheck("#rules-reenter");
  await page.fill("#rules-plycap", "");
  await page.click("#rules-start");
  assert.match(await text(page, "#rules-error"), /The move cap must be a whole number/);
  assert.ok(await dialogOpen(page));
  // A move cap out of its range, whatever was typed, is refused with the range (1 to 10,000).
  for (const cap of ["0", "10001", "4294967296", "-5", "2.5", "1e9"]) {
    await page.fill("#rules-plycap", cap);
    assert.equal(await text(page, "#rules-error"), "These rules cannot be played: The move cap must be a whole number from 1 to 10000.", cap);
  }
  await page.fill("#rules-plycap", "10000");
  assert.equal(await text(page, "#rules-error"), "", "10,000 plies is accepted");
  await page.fill("#rules-plycap", "");
  await page.keyboard.press("Escape");
  assert.ok(!(await dialogOpen(page)), "Escape closes the dialog");
  assert.equal(await position(page), START, "nothing started");
  assert.equal(await text(page, "#rules-title"), "Rules: Classic");

  // Custom classic: the move cap at 200 plies; the panel says so and it is custom.
  await page.click("#rules-open");
  await page.fill("#rules-plycap", "200");
  await page.selectOption("#rules-attackers", "moved-only");
  await page.click("#rules-start");
  assert.ok(!(await dialogOpen(page)));
  assert.equal(await text(page, "#rules-title"), "Rules: Classic (custom)");
  assert.match(await text(page, "#rules-describe"), /drawn after 200 plies/);
  assert.match(await text(page, "#rules-describe"), /by the piece that moved/);
  await finish(p, assert);
});
