// Sorts the summary table by the column whose title is clicked (again: the other way round).
(function () {
  'use strict';
  var table = document.getElementById('logs');
  var body = table.tBodies[0];
  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) {
    th.addEventListener('click', function () {
      var key = th.dataset.key, num = th.dataset.num === '1';
      var dir = th.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
      Array.prototype.forEach.call(table.tHead.rows[0].cells, function (c) { c.removeAttribute('aria-sort'); });
      th.setAttribute('aria-sort', dir > 0 ? 'ascending' : 'descending');
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.dataset[key], y = b.dataset[key];
        var c = num ? Number(x) - Number(y) : x.localeCompare(y);
        return c !== 0 ? dir * c : Number(a.dataset.n) - Number(b.dataset.n);
      });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
}());
