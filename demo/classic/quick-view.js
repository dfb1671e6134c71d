// Demo stand-in for Woodmart's quickView.js (hand-written for the demo, not Woodmart's code): a
// card's quick-view button asks admin-ajax for the product's summary, shows it in a popup and, in
// the same task, starts the variation form as Woodmart's open callback does:
// $form.wc_variation_form().find('.variations select:eq(0)').trigger('change'), then the
// wc_variation_form event. add-to-cart-variation.js defined wc_variation_form; Vitrin provides it now.
/* global jQuery, woodmart_settings */
jQuery(function ($) {
  'use strict';

  function close($wrap, $opener) {
    $wrap.remove();
    $(document).off('keydown.vitrinDemoQuickView');
    $opener.trigger('focus');
  }

  function open(html, $opener) {
    var $wrap = $('<div class="mfp-wrap quick-view-wrapper" role="dialog" aria-modal="true" aria-label="مشاهده سریع"><div class="mfp-content"><button type="button" class="mfp-close" aria-label="بستن">&times;</button><div class="wd-popup popup-quick-view"></div></div></div>');
    $wrap.find('.wd-popup').html(html);
    $('body').append($wrap);

    var $form = $wrap.find('.variations_form');
    $form.each(function () {
      $(this).wc_variation_form().find('.variations select:eq(0)').trigger('change');
    });
    $form.trigger('wc_variation_form');
    $(document.body).trigger('woodmart-quick-view-displayed');
    $(document).trigger('wdQuickViewOpen');

    $wrap.find('.mfp-close').on('click', function () {
      close($wrap, $opener);
    });
    $(document).on('keydown.vitrinDemoQuickView', function (event) {
      if (event.key === 'Escape') close($wrap, $opener);
    });
    $wrap.find('.product_title a').trigger('focus');
  }

  $(document).on('click', '.open-quick-view', function (event) {
    event.preventDefault();
    var $link = $(this);
    if ($link.hasClass('loading')) return;
    $link.addClass('loading');
    $.ajax({
      url: woodmart_settings.ajaxurl,
      data: { id: $link.data('id'), action: 'woodmart_quick_view' },
      method: 'get',
      success: function (data) {
        open(data, $link);
      },
      complete: function () {
        $link.removeClass('loading');
      },
    });
  });
});
