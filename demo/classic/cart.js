// Demo stand-in for WooCommerce's cart.js (hand-written for the demo, not WooCommerce's code): the
// classic cart's "update cart" posts the form, puts the returned cart in place, triggers
// updated_wc_div (cart fragments refresh on it) and calls jQuery.scroll_to_notices on the alert,
// which woocommerce.js defined and Vitrin provides now.
/* global jQuery */
jQuery(function ($) {
  'use strict';

  function updateWcDiv(html) {
    var $html = $($.parseHTML(html));
    var $fresh = $html.find('div.woocommerce').addBack('div.woocommerce').first();
    if (!$fresh.length) {
      window.location.reload();
      return;
    }
    $('div.woocommerce').first().replaceWith($fresh);
    $(document.body).trigger('updated_wc_div');
  }

  $(document.body).on('submit', 'form.woocommerce-cart-form', function (event) {
    event.preventDefault();
    var $form = $(this);
    if ($form.is('.processing')) return false;
    $form.addClass('processing');
    $('<input />').attr('type', 'hidden').attr('name', 'update_cart').attr('value', 'به‌روزرسانی سبد خرید').appendTo($form);
    $.ajax({
      type: $form.attr('method'),
      url: $form.attr('action'),
      data: $form.serialize(),
      dataType: 'html',
      success: function (response) {
        updateWcDiv(response);
      },
      complete: function () {
        $form.removeClass('processing');
        $.scroll_to_notices($('[role="alert"]'));
      },
    });
    return false;
  });
});
