// Demo only: on the checkout page, shows the order-attribution fields Vitrin put into the form
// (the hidden wc_order_attribution_* inputs WooCommerce would receive with the order).
export function installAttributionPanel(): void {
  document.addEventListener('vitrin:order-attribution', (event) => {
    const element = event.target instanceof Element ? event.target : null;
    if (!element?.closest('form.checkout')) return;
    let panel = document.getElementById('demo-attribution');
    if (!panel) {
      panel = document.createElement('section');
      panel.id = 'demo-attribution';
      panel.className = 'demo-attribution';
      panel.setAttribute('aria-labelledby', 'demo-attribution-title');
      element.closest('form.checkout')?.after(panel);
    }
    const rows = Array.from(element.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (input) => {
      const row = document.createElement('tr');
      const name = document.createElement('th');
      name.scope = 'row';
      name.textContent = input.name.replace(/^wc_order_attribution_/, '');
      const value = document.createElement('td');
      value.textContent = input.value || '—';
      value.dir = 'auto';
      row.append(name, value);
      return row;
    });
    const title = document.createElement('h2');
    title.id = 'demo-attribution-title';
    title.textContent = 'دموی ویترین: منبع بازدید که همراه سفارش فرستاده می‌شود';
    const table = document.createElement('table');
    table.className = 'shop_table';
    const body = document.createElement('tbody');
    body.append(...rows);
    table.append(body);
    panel.replaceChildren(title, table);
  });
}
