<?php
/**
 * The family map (families.json, built from adapters/wordpress/families.ts), the site owner's
 * switches, and which script handles are replaced on this site.
 *
 * Definitions for bad input, none fatal:
 * - families.json or build.json missing or unreadable: Vitrin does nothing on the front end.
 * - `vitrin_families` returns a non-array: the map as built is used. An entry whose id the map does
 *   not know is ignored (Vitrin has no widget that could take its place) and listed on the settings
 *   page; a known family left out is excluded (not offered, its scripts stay). Handle lists are
 *   kept to valid handle names.
 * - Options that are not the shape the page saves (corrupt, hand-edited): read as the defaults.
 * - A family switched on whose plugin is no longer active: nothing is replaced for it.
 */

defined( 'ABSPATH' ) || exit;

final class Vitrin_Families {
	const OPTION = 'vitrin_options';
	const SEEN   = 'vitrin_seen';

	/** @var array<string, array>|null */
	private static $map = null;
	/** @var array|null */
	private static $build = null;
	/** @var array<string, array>|null */
	private static $families = null;
	/** @var string[] */
	private static $unknown = array();

	private static function read_json( $name ) {
		$path = VITRIN_PLUGIN_DIR . '/' . $name;
		if ( ! is_readable( $path ) ) {
			return null;
		}
		$data = json_decode( (string) file_get_contents( $path ), true );
		return is_array( $data ) ? $data : null;
	}

	/** The built assets: loader, core module, stylesheet and the release they belong to. */
	public static function build() {
		if ( null === self::$build ) {
			$build       = self::read_json( 'build.json' );
			self::$build = ( is_array( $build ) && isset( $build['loader'], $build['core'], $build['version'] ) && is_string( $build['core'] ) ) ? $build : array();
		}
		return self::$build;
	}

	/** The map as built, keyed by family id. */
	public static function map() {
		if ( null === self::$map ) {
			self::$map = array();
			$data      = self::read_json( 'families.json' );
			foreach ( is_array( $data ) ? $data : array() as $family ) {
				if ( is_array( $family ) && isset( $family['id'] ) && is_string( $family['id'] ) ) {
					self::$map[ $family['id'] ] = $family;
				}
			}
		}
		return self::$map;
	}

	public static function valid_handle( $handle ) {
		return is_string( $handle ) && 1 === preg_match( '/^[A-Za-z0-9_.\-]{1,100}$/', $handle );
	}

	/** Whether the plugin (or theme) a family replaces scripts of is active. */
	public static function plugin_active( array $detect ) {
		foreach ( isset( $detect['classes'] ) && is_array( $detect['classes'] ) ? $detect['classes'] : array() as $class ) {
			if ( is_string( $class ) && class_exists( $class, false ) ) {
				return true;
			}
		}
		foreach ( isset( $detect['constants'] ) && is_array( $detect['constants'] ) ? $detect['constants'] : array() as $constant ) {
			if ( is_string( $constant ) && defined( $constant ) ) {
				return true;
			}
		}
		$templates = isset( $detect['templates'] ) && is_array( $detect['templates'] ) ? $detect['templates'] : array();
		if ( $templates && ( in_array( get_template(), $templates, true ) || in_array( get_stylesheet(), $templates, true ) ) ) {
			return true;
		}
		return false;
	}

	/**
	 * The families offered on this site, after the `vitrin_families` filter: id => [label, plugin,
	 * caution, default, active, replaces (handles), files (wp-content paths)].
	 */
	public static function families() {
		if ( null !== self::$families ) {
			return self::$families;
		}
		$base = array();
		foreach ( self::map() as $id => $family ) {
			$replaces = array();
			$files    = array();
			foreach ( isset( $family['replaces'] ) && is_array( $family['replaces'] ) ? $family['replaces'] : array() as $rule ) {
				if ( is_array( $rule ) && isset( $rule['handle'] ) && self::valid_handle( $rule['handle'] ) ) {
					$replaces[] = $rule['handle'];
					if ( isset( $rule['file'] ) && is_string( $rule['file'] ) ) {
						$files[ $rule['handle'] ] = $rule['file'];
					}
				}
			}
			$base[ $id ] = array(
				'label'    => isset( $family['label'] ) ? (string) $family['label'] : $id,
				'plugin'   => isset( $family['plugin'] ) ? (string) $family['plugin'] : '',
				'caution'  => isset( $family['caution'] ) ? (string) $family['caution'] : '',
				'default'  => ! empty( $family['defaultOn'] ),
				'detect'   => isset( $family['detect'] ) && is_array( $family['detect'] ) ? $family['detect'] : array(),
				'replaces' => $replaces,
				'files'    => $files,
			);
		}

		/**
		 * Filters the families Vitrin offers: remove one to exclude it (its scripts stay and its
		 * switch is gone), or change a family's `replaces` handle list (for a theme that registers
		 * the same script under another handle). Ids the map does not know are ignored.
		 *
		 * @param array $families id => family.
		 */
		$filtered      = apply_filters( 'vitrin_families', $base );
		$filtered      = is_array( $filtered ) ? $filtered : $base;
		self::$unknown = array();
		$families      = array();
		foreach ( $filtered as $id => $family ) {
			if ( ! is_string( $id ) || ! isset( $base[ $id ] ) ) {
				self::$unknown[] = is_scalar( $id ) ? (string) $id : '?';
				continue;
			}
			$family = is_array( $family ) ? array_merge( $base[ $id ], $family ) : $base[ $id ];
			$family['replaces'] = array_values( array_filter( is_array( $family['replaces'] ) ? $family['replaces'] : array(), array( __CLASS__, 'valid_handle' ) ) );
			$family['label']    = is_scalar( $family['label'] ) ? (string) $family['label'] : $base[ $id ]['label'];
			$family['detect']   = is_array( $family['detect'] ) ? $family['detect'] : $base[ $id ]['detect'];
			$family['files']    = is_array( $family['files'] ) ? $family['files'] : $base[ $id ]['files'];
			$family['active']   = self::plugin_active( $family['detect'] );
			$families[ $id ]    = $family;
		}
		self::$families = $families;
		return $families;
	}

	/** Ids the `vitrin_families` filter returned that the map does not know. */
	public static function unknown() {
		self::families();
		return self::$unknown;
	}

	public static function defaults() {
		return array(
			'enabled'  => true,
			'families' => array(),
		);
	}

	/**
	 * The switches, from whatever the option or a form holds: only known family ids, only on/off.
	 * Used as the option's sanitize callback and on every read.
	 */
	public static function sanitize_options( $raw ) {
		$clean = self::defaults();
		if ( ! is_array( $raw ) ) {
			return $clean;
		}
		$truthy = static function ( $value ) {
			return true === $value || 1 === $value || '1' === $value || 'on' === $value;
		};
		if ( array_key_exists( 'enabled', $raw ) && is_scalar( $raw['enabled'] ) ) {
			$clean['enabled'] = $truthy( $raw['enabled'] );
		}
		if ( isset( $raw['families'] ) && is_array( $raw['families'] ) ) {
			foreach ( self::map() as $id => $family ) {
				if ( array_key_exists( $id, $raw['families'] ) && is_scalar( $raw['families'][ $id ] ) ) {
					$clean['families'][ $id ] = $truthy( $raw['families'][ $id ] );
				}
			}
		}
		return $clean;
	}

	public static function options() {
		return self::sanitize_options( get_option( self::OPTION, self::defaults() ) );
	}

	/** Vitrin runs on the front end: switched on and its assets built. */
	public static function enabled() {
		$options = self::options();
		return $options['enabled'] && array() !== self::build() && array() !== self::map();
	}

	/** The owner's choice for a family, or its default. */
	public static function chosen( $id ) {
		$options  = self::options();
		$families = self::families();
		if ( isset( $options['families'][ $id ] ) ) {
			return $options['families'][ $id ];
		}
		return isset( $families[ $id ] ) && $families[ $id ]['default'];
	}

	/** Replaced now: Vitrin on, family offered, its plugin active, its switch on. */
	public static function is_on( $id ) {
		$families = self::families();
		return self::enabled() && isset( $families[ $id ] ) && $families[ $id ]['active'] && self::chosen( $id );
	}

	/** handle => family id, for every family replaced now. */
	public static function replaced_handles() {
		$handles = array();
		foreach ( self::families() as $id => $family ) {
			if ( self::is_on( $id ) ) {
				foreach ( $family['replaces'] as $handle ) {
					$handles[ $handle ] = $id;
				}
			}
		}
		return $handles;
	}

	/** family id => handle that printed one of its replaced files on a page (the original still runs). */
	public static function seen() {
		$seen = get_option( self::SEEN, array() );
		return is_array( $seen ) ? $seen : array();
	}

	/** Forgets what pages showed (the switches changed: the next pages tell afresh). */
	public static function forget_seen() {
		delete_option( self::SEEN );
	}

	/** 'vitrin-off' | 'excluded' | 'missing' | 'off' | 'running' | 'active'. */
	public static function status( $id ) {
		$families = self::families();
		if ( ! isset( $families[ $id ] ) ) {
			return 'excluded';
		}
		if ( ! $families[ $id ]['active'] ) {
			return 'missing';
		}
		if ( ! self::enabled() ) {
			return 'vitrin-off';
		}
		if ( ! self::chosen( $id ) ) {
			return 'off';
		}
		$seen = self::seen();
		return isset( $seen[ $id ] ) ? 'running' : 'active';
	}

	/** Tests and the settings page after a change: read everything again. */
	public static function reset() {
		self::$map      = null;
		self::$build    = null;
		self::$families = null;
	}
}
