// The side panel's tabs (Play, Learn, Analyse, Records): on a narrow screen, where the panel
// stacks under the board, one group of sections shows at a time (style.css); <aside
// data-tab> names it. Side by side with the board every section shows.

export function wireTabs() {
  const panel = document.querySelector(".panel");
  const buttons = [...panel.querySelectorAll("[data-tab-button]")];
  const show = (tab) => {
    panel.dataset.tab = tab;
    for (const b of buttons) b.setAttribute("aria-selected", b.dataset.tabButton === tab ? "true" : "false");
  };
  for (const b of buttons) b.addEventListener("click", () => show(b.dataset.tabButton));
}
