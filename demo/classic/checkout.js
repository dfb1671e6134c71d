// Demo stand-in for WooCommerce's checkout.js (hand-written for the demo, not WooCommerce's code):
// the path a classic checkout takes when the server refuses the order. Like the original it posts
// the form to ?wc-ajax=checkout, prints the returned notices at the top of the form, calls
// jQuery.scroll_to_notices (which woocommerce.js defined; Vitrin provides it now) and only then
// triggers checkout_error on document.body, the event payment gateways and analytics listen to.
/* global jQuery, wc_checkout_params */
jQuery(function ($) {
  'use strict';

  function scrollToNotices() {
    var $notices = $('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout');
    if (!$notices.length) $notices = $('form.checkout');
    $.scroll_to_notices($notices);
  }

  function submitError($form, message) {
    $('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message').remove();
    $form.prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">' + message + '</div>');
    $form.removeClass('processing');
    scrollToNotices();
    $(document.body).trigger('checkout_error', [message]);
  }

  // The form is printed by the demo's "server" after this script runs: delegated, as the page's
  // own markup would be there already on a real shop.
  $(document.body).on('submit', 'form.checkout', function (event) {
    event.preventDefault();
    var $form = $(this);
    if ($form.is('.processing')) return false;
    $form.addClass('processing');
    $.ajax({
      type: 'POST',
      url: wc_checkout_params.checkout_url,
      data: $form.serialize(),
      dataType: 'json',
      success: function (result) {
        if (result && result.result === 'success' && typeof result.redirect === 'string') {
          window.location = result.redirect;
          return;
        }
        submitError($form, (result && result.messages) || '<div class="woocommerce-error">' + wc_checkout_params.i18n_checkout_error + '</div>');
      },
      error: function () {
        submitError($form, '<div class="woocommerce-error">' + wc_checkout_params.i18n_checkout_error + '</div>');
      },
    });
    return false;
  });

  // checkout.js turns the browser's own validation off: the server's notices explain instead.
  $('form.checkout').attr('novalidate', 'novalidate');
  $(document.body).on('focusin', 'form.checkout', function () {
    $(this).attr('novalidate', 'novalidate');
  });
});
