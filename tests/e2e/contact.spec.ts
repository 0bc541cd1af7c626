import { expect, type Page, test } from '@playwright/test';

/**
 * The contact page: the form's success and Send Another, and the office map. This machine is
 * offline, so the map journeys answer the configured style's address (MAP_STYLE_URL's default)
 * with a tiny MapLibre style from the test itself (a background layer, no tiles): MapLibre then
 * renders a real, blank map with the real marker and popup. The address stays the configured
 * one because the CSP lets the page fetch from the map's own host only (ADR 0169).
 */
const CONFIGURED_STYLE_URL = 'https://tiles.openfreemap.org/styles/positron';
const OFFLINE_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dbe4f0' } }],
};

async function serveOfflineMapStyle(page: Page) {
  await page.route(CONFIGURED_STYLE_URL, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(OFFLINE_STYLE) }),
  );
}

test('the contact form sends a message, then Send Another gives an empty form', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | WAC');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  // No CONTACT_EMAIL or FOLLOW_US_URL here: no made-up address or company page (ADRs 0313, 0324).
  await expect(page.getByRole('link', { name: /Email Us/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Follow Us/ })).toHaveCount(0);

  // Native validation is off: an empty form goes to the server, which names each field.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please correct the fields marked above.')).toBeVisible();
  await expect(page.getByText(/Invalid input/)).toHaveCount(0);
  await expect(page.getByText('Full name is required.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email Address').fill('grace@example.test');
  await page.getByLabel('Your Message').fill('Do you cover Welsh councils?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeFocused();
  await expect(
    page.getByText("Thanks for reaching out. We'll get back to you shortly."),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send Another' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Email Address')).toHaveValue('');
  await expect(page.getByLabel('Your Message')).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the map marker toggles its popup and flies to zoom 14', async ({ page }) => {
  await serveOfflineMapStyle(page);
  await page.goto('/contact');
  const map = page.getByTestId('office-map');
  await expect(map).toHaveAttribute('data-map-state', 'ready');

  // The popup starts open, at the default zoom.
  const popup = page.locator('.maplibregl-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('London, United Kingdom');
  const marker = page.getByRole('button', { name: /office: show or hide the address/ });
  await expect(marker).toHaveAttribute('aria-expanded', 'true');

  await marker.click();
  await expect(popup).toHaveCount(0);
  await expect(marker).toHaveAttribute('aria-expanded', 'false');
  await expect(map).toHaveAttribute('data-zoom', '14.00', { timeout: 5000 });

  // Keyboard works too, and toggles it back open.
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
});

test('without map tiles the page shows the address card instead', async ({ page }) => {
  // The configured style's host cannot be reached from this machine (or any offline one).
  await page.route('https://tiles.openfreemap.org/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/contact');
  const fallback = page.getByTestId('map-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('London, United Kingdom');
  await expect(fallback.getByRole('link', { name: /OpenStreetMap/ })).toBeVisible();
});
