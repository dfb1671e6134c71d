<?php
/**
 * The front end: enqueue the loader (footer, defer, versioned by the release), preload the core
 * module in <head>, print #vitrin-settings, and take the replaced scripts' <script src> out while
 * their localized data (-extra), inline scripts (-before, -after) and translations stay printed.
 *
 * Taking only the tag out (not dequeuing) keeps each handle "done" for WordPress: scripts that
 * depend on a replaced handle are still printed, in order, and find its localized object.
 */

defined( 'ABSPATH' ) || exit;

final class Vitrin_Front {
	/** @var array<string, true> files of replaced scripts already reported as printed by another handle */
	private static $seen_now = array();

	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'enqueue' ), 100 );
		add_action( 'wp_head', array( __CLASS__, 'preload' ), 2 );
		add_action( 'wp_footer', array( __CLASS__, 'print_settings' ), 5 );
		add_filter( 'script_loader_tag', array( __CLASS__, 'filter_tag' ), 999, 3 );
	}

	private static function asset_url( $file ) {
		return plugins_url( 'assets/' . ltrim( $file, '/' ), VITRIN_PLUGIN_FILE );
	}

	private static function version() {
		$build = Vitrin_Families::build();
		return isset( $build['assetVersion'] ) && is_string( $build['assetVersion'] ) ? $build['assetVersion'] : (string) $build['version'];
	}

	public static function enqueue() {
		if ( ! Vitrin_Families::enabled() ) {
			return;
		}
		$build   = Vitrin_Families::build();
		$version = self::version();
		if ( ! empty( $build['css'] ) && is_string( $build['css'] ) ) {
			wp_enqueue_style( 'vitrin', self::asset_url( $build['css'] ), array(), $version );
		}
		// WordPress 6.3 added loading strategies; on 6.1 and 6.2 the tag filter adds defer itself.
		$args = method_exists( 'WP_Scripts', 'get_eligible_loading_strategy' )
			? array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
			: true;
		wp_enqueue_script( 'vitrin', self::asset_url( $build['loader'] ), array(), $version, $args );
	}

	/** The core module is the loader's one import: fetched in parallel with the page, not after it. */
	public static function preload() {
		if ( ! Vitrin_Families::enabled() ) {
			return;
		}
		$build = Vitrin_Families::build();
		printf( "<link rel=\"modulepreload\" href=\"%s\" id=\"vitrin-core-preload\" />\n", esc_url( self::asset_url( $build['core'] ) ) );
	}

	/** What the README's snippet prints, from WordPress and (when active) WooCommerce. */
	public static function settings() {
		$settings = array(
			'locale'    => get_locale(),
			'loggedIn'  => is_user_logged_in(),
			'restRoot'  => esc_url_raw( rest_url() ),
			'restNonce' => wp_create_nonce( 'wp_rest' ),
			'ajaxUrl'   => admin_url( 'admin-ajax.php', 'relative' ),
		);
		if ( function_exists( 'get_woocommerce_currency' ) ) {
			$currency = get_woocommerce_currency();
			// Vitrin formats Toman and Rial; another currency is left to its defaults, not sent (it would void the settings).
			if ( in_array( $currency, array( 'IRT', 'IRR' ), true ) ) {
				$settings['currency'] = $currency;
			}
		}
		if ( function_exists( 'wc_get_cart_url' ) ) {
			$settings['cartUrl'] = wc_get_cart_url();
		}
		if ( function_exists( 'wc_get_checkout_url' ) ) {
			$settings['checkoutUrl'] = wc_get_checkout_url();
		}
		if ( function_exists( 'is_cart' ) ) {
			$settings['isCart'] = (bool) is_cart();
		}
		if ( function_exists( 'is_checkout' ) ) {
			$settings['isCheckout'] = (bool) is_checkout();
		}
		if ( class_exists( 'WC_AJAX', false ) && method_exists( 'WC_AJAX', 'get_endpoint' ) ) {
			$settings['wcAjaxUrl'] = WC_AJAX::get_endpoint( '%%endpoint%%' );
		}
		$families = array();
		foreach ( Vitrin_Families::families() as $id => $family ) {
			$families[ $id ] = Vitrin_Families::is_on( $id );
		}
		$settings['families'] = $families;

		/**
		 * Filters #vitrin-settings: add `i18n` overrides, `waits`, per-widget `widgets` deferral.
		 * Keys Vitrin does not read, or values of the wrong type, are dropped.
		 *
		 * @param array $settings
		 */
		return self::clean_settings( apply_filters( 'vitrin_settings', $settings ), $settings );
	}

	private static function clean_settings( $filtered, array $defaults ) {
		if ( ! is_array( $filtered ) ) {
			return $defaults;
		}
		$types = array(
			'locale'      => 'string',
			'currency'    => 'currency',
			'loggedIn'    => 'bool',
			'ajaxUrl'     => 'string',
			'wcAjaxUrl'   => 'string',
			'restRoot'    => 'string',
			'restNonce'   => 'string',
			'cartUrl'     => 'string',
			'checkoutUrl' => 'string',
			'isCart'      => 'bool',
			'isCheckout'  => 'bool',
			'i18n'        => 'array',
			'waits'       => 'array',
			'widgets'     => 'array',
		);
		$clean = array();
		foreach ( $types as $key => $type ) {
			if ( ! array_key_exists( $key, $filtered ) ) {
				continue;
			}
			$value = $filtered[ $key ];
			$ok    = ( 'string' === $type && is_string( $value ) )
				|| ( 'bool' === $type && is_bool( $value ) )
				|| ( 'array' === $type && is_array( $value ) )
				|| ( 'currency' === $type && in_array( $value, array( 'IRT', 'IRR' ), true ) );
			if ( $ok ) {
				$clean[ $key ] = $value;
			} elseif ( array_key_exists( $key, $defaults ) ) {
				$clean[ $key ] = $defaults[ $key ];
			}
		}
		// The runtime guard trusts this list: it is always what the switches say, whatever a filter did.
		$clean['families'] = $defaults['families'];
		return $clean;
	}

	public static function print_settings() {
		if ( ! Vitrin_Families::enabled() ) {
			return;
		}
		// JSON_HEX_TAG: no value can close the <script> element; invalid UTF-8 from a filter falls back to the defaults.
		$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;
		$json  = wp_json_encode( (object) self::settings(), $flags );
		if ( false === $json ) {
			$json = wp_json_encode( (object) array( 'locale' => get_locale() ), $flags );
		}
		printf( "<script type=\"application/json\" id=\"vitrin-settings\">%s</script>\n", $json ); // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with <, >, & hex-escaped.
	}

	/** Removes one handle's <script src> element from the tag WordPress built, keeping its inline scripts. */
	public static function drop_src( $tag, $handle ) {
		$pattern = '#<script\b[^>]*\bid=(["\'])' . preg_quote( $handle, '#' ) . '-js\1[^>]*>\s*</script>\n?#';
		$out     = preg_replace( $pattern, '', $tag, 1 );
		return is_string( $out ) ? $out : $tag;
	}

	public static function filter_tag( $tag, $handle, $src = '' ) {
		if ( ! is_string( $tag ) || ! Vitrin_Families::enabled() ) {
			return $tag;
		}
		if ( 'vitrin' === $handle ) {
			if ( false === strpos( $tag, ' defer' ) ) {
				$tag = preg_replace( '#<script\b(?=[^>]*\bid=(["\'])vitrin-js\1)#', '<script defer', $tag, 1 );
			}
			return $tag;
		}
		$replaced = Vitrin_Families::replaced_handles();
		if ( isset( $replaced[ $handle ] ) ) {
			return self::drop_src( $tag, $handle );
		}
		self::note_original( $handle, is_string( $src ) ? $src : '' );
		return $tag;
	}

	/** A kept handle printing a replaced family's file means the original still runs: the settings page says so. */
	private static function note_original( $handle, $src ) {
		$path = (string) wp_parse_url( $src, PHP_URL_PATH );
		if ( '' === $path ) {
			return;
		}
		foreach ( Vitrin_Families::families() as $id => $family ) {
			if ( ! Vitrin_Families::is_on( $id ) ) {
				continue;
			}
			foreach ( $family['files'] as $file ) {
				if ( ! is_string( $file ) || '' === $file || isset( self::$seen_now[ $file ] ) ) {
					continue;
				}
				$plain = preg_replace( '#\.min\.js$#', '.js', $file );
				if ( substr( $path, -strlen( $file ) ) === $file || substr( $path, -strlen( $plain ) ) === $plain ) {
					self::$seen_now[ $file ] = true;
					$seen                    = Vitrin_Families::seen();
					if ( ! isset( $seen[ $id ] ) || $seen[ $id ] !== $handle ) {
						$seen[ $id ] = $handle;
						update_option( Vitrin_Families::SEEN, $seen, false );
					}
				}
			}
		}
	}
}
