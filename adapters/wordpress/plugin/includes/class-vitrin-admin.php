<?php
/**
 * The settings page, in Persian: one switch that turns Vitrin off (every original script back), a
 * switch per family with its status, under WooCommerce's menu when WooCommerce is active, else
 * under Settings. Saved through options.php (the Settings API: capability, nonce, sanitize callback).
 */

defined( 'ABSPATH' ) || exit;

final class Vitrin_Admin {
	const PAGE = 'vitrin';

	public static function init() {
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'menu' ), 99 );
		add_action( 'update_option_' . Vitrin_Families::OPTION, array( 'Vitrin_Families', 'forget_seen' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( VITRIN_PLUGIN_FILE ), array( __CLASS__, 'action_link' ) );
	}

	public static function register() {
		register_setting(
			self::PAGE,
			Vitrin_Families::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( 'Vitrin_Families', 'sanitize_options' ),
				'default'           => Vitrin_Families::defaults(),
			)
		);
	}

	private static function under_woocommerce() {
		global $admin_page_hooks;
		return is_array( $admin_page_hooks ) && isset( $admin_page_hooks['woocommerce'] );
	}

	public static function menu() {
		if ( self::under_woocommerce() ) {
			add_submenu_page( 'woocommerce', 'ویترین', 'ویترین', 'manage_options', self::PAGE, array( __CLASS__, 'render' ) );
		} else {
			add_options_page( 'ویترین', 'ویترین', 'manage_options', self::PAGE, array( __CLASS__, 'render' ) );
		}
	}

	public static function url() {
		return self::under_woocommerce() ? admin_url( 'admin.php?page=' . self::PAGE ) : admin_url( 'options-general.php?page=' . self::PAGE );
	}

	public static function action_link( $links ) {
		$links   = is_array( $links ) ? $links : array();
		$links[] = sprintf( '<a href="%s">%s</a>', esc_url( self::url() ), esc_html( 'تنظیمات' ) );
		return $links;
	}

	private static function status_text( $id ) {
		$families = Vitrin_Families::families();
		$seen     = Vitrin_Families::seen();
		switch ( Vitrin_Families::status( $id ) ) {
			case 'missing':
				return sprintf( 'افزونه فعال نیست (%s): اسکریپتی جایگزین نمی‌شود', $families[ $id ]['plugin'] );
			case 'vitrin-off':
				return 'ویترین خاموش است: اسکریپت‌های اصلی اجرا می‌شوند';
			case 'off':
				return 'خاموش: اسکریپت‌های اصلی اجرا می‌شوند';
			case 'running':
				return sprintf( 'اسکریپت اصلی هنوز اجرا می‌شود (دستهٔ «%s» همان فایل را چاپ می‌کند): ویترین این خانواده را سوار نمی‌کند', isset( $seen[ $id ] ) && is_string( $seen[ $id ] ) ? $seen[ $id ] : '?' );
			default:
				return 'فعال: ویترین جایگزین است';
		}
	}

	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html( 'اجازهٔ دسترسی به این برگه را ندارید.' ), 403 );
		}
		$options  = Vitrin_Families::options();
		$families = Vitrin_Families::families();
		$name     = Vitrin_Families::OPTION;
		echo '<div class="wrap" dir="rtl" id="vitrin-settings-page">';
		echo '<h1>' . esc_html( 'ویترین' ) . '</h1>';
		if ( array() === Vitrin_Families::build() || array() === Vitrin_Families::map() ) {
			echo '<div class="notice notice-error"><p>' . esc_html( 'فایل‌های ساخته‌شدهٔ ویترین پیدا نشد؛ افزونه را دوباره از فایل zip نصب کنید.' ) . '</p></div>';
		}
		$unknown = Vitrin_Families::unknown();
		if ( $unknown ) {
			echo '<div class="notice notice-warning"><p>' . esc_html( 'این خانواده‌ها در فیلتر vitrin_families ناشناخته‌اند و نادیده گرفته شدند: ' . implode( '، ', $unknown ) ) . '</p></div>';
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::PAGE );
		echo '<table class="form-table" role="presentation"><tbody>';
		echo '<tr><th scope="row">' . esc_html( 'ویترین روشن باشد' ) . '</th><td>';
		printf( '<input type="hidden" name="%s[enabled]" value="0" />', esc_attr( $name ) );
		printf(
			'<label><input type="checkbox" id="vitrin-enabled" name="%s[enabled]" value="1" %s /> %s</label>',
			esc_attr( $name ),
			checked( $options['enabled'], true, false ),
			esc_html( 'خاموش کردن این کلید همهٔ اسکریپت‌های اصلی را برمی‌گرداند.' )
		);
		echo '</td></tr>';
		foreach ( $families as $id => $family ) {
			$field = sprintf( '%s[families][%s]', $name, $id );
			echo '<tr class="vitrin-family" data-family="' . esc_attr( $id ) . '" data-status="' . esc_attr( Vitrin_Families::status( $id ) ) . '">';
			echo '<th scope="row">' . esc_html( $family['label'] ) . '</th><td>';
			if ( $family['active'] ) {
				// Off must be sent too; a missing plugin's switch sends nothing, so its choice falls back to the default.
				printf( '<input type="hidden" name="%s" value="0" />', esc_attr( $field ) );
			}
			printf(
				'<label><input type="checkbox" name="%s" value="1" %s %s /> %s</label>',
				esc_attr( $field ),
				checked( Vitrin_Families::chosen( $id ), true, false ),
				disabled( $family['active'], false, false ),
				esc_html( 'جایگزین شود' )
			);
			echo '<p class="description vitrin-status">' . esc_html( self::status_text( $id ) ) . '</p>';
			if ( '' !== $family['caution'] ) {
				echo '<p class="description">' . esc_html( $family['caution'] ) . '</p>';
			}
			echo '<p class="description"><code>' . esc_html( implode( ', ', $family['replaces'] ) ) . '</code></p>';
			echo '</td></tr>';
		}
		echo '</tbody></table>';
		submit_button( 'ذخیرهٔ تغییرات' );
		echo '</form></div>';
	}
}
