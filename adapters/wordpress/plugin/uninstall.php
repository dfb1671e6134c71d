<?php
/**
 * Deleting the plugin removes what it stored: the switches and the record of originals seen.
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

$vitrin_sites = is_multisite() ? get_sites( array( 'fields' => 'ids' ) ) : array( 0 );
foreach ( $vitrin_sites as $vitrin_site ) {
	if ( $vitrin_site ) {
		switch_to_blog( $vitrin_site );
	}
	delete_option( 'vitrin_options' );
	delete_option( 'vitrin_seen' );
	if ( $vitrin_site ) {
		restore_current_blog();
	}
}
