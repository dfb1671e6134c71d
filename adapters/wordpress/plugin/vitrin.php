<?php
/**
 * Plugin Name:       Vitrin (ویترین)
 * Description:       جای اسکریپت‌های جلوی فروشگاه (ووکامرس، وودمارت، JetSmartFilters، JetEngine، نمونه‌رنگ‌ها، المنتور، واتس‌اپ) را با یک اسکریپت سبک فارسی می‌گیرد؛ برای هر خانواده یک کلید دارد.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Vitrin
 * License:           Proprietary
 * Text Domain:       vitrin
 *
 * The PHP is kept in the Vitrin repository under adapters/wordpress/plugin/; `npm run build` copies
 * it beside the built assets and the family map (families.json) into dist/wordpress/vitrin/.
 */

defined( 'ABSPATH' ) || exit;

define( 'VITRIN_PLUGIN_FILE', __FILE__ );
define( 'VITRIN_PLUGIN_DIR', __DIR__ );

require_once __DIR__ . '/includes/class-vitrin-families.php';
require_once __DIR__ . '/includes/class-vitrin-front.php';
require_once __DIR__ . '/includes/class-vitrin-admin.php';

Vitrin_Front::init();
if ( is_admin() ) {
	Vitrin_Admin::init();
}
