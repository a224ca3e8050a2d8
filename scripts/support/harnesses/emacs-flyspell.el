;;; emacs-flyspell.el --- what Emacs sees through ispell.el and flyspell -*- lexical-binding: t -*-
;;
;; Run by scripts/check-editors.sh as
;;   SPELLER=PROGRAM DICT=NAME TEXT=FILE [EXTRA=ARGS] emacs --batch -Q -l emacs-flyspell.el
;; Prints whether ispell.el took PROGRAM for hunspell (its version banner), the
;; dictionaries it found with `PROGRAM -D', the words flyspell marks in FILE
;; (a region over 1,000 characters goes through `PROGRAM -l', a shorter one through
;; `PROGRAM -a'), and the corrections ispell offers for the first marked word.

(require 'ispell)
(require 'flyspell)

(setq ispell-program-name (getenv "SPELLER")
      ispell-dictionary (getenv "DICT")
      ispell-extra-args (split-string (or (getenv "EXTRA") "") " " t)
      ispell-silently-savep t)

(ispell-check-version)
(princ (format "hunspell: %s\n" (if ispell-really-hunspell "yes" "no")))

(ispell-find-hunspell-dictionaries)
(let ((names (delq nil (mapcar #'car ispell-hunspell-dictionary-alist))))
  (princ (format "dictionaries: %s\n"
                 (mapconcat #'identity
                            (sort (seq-filter (lambda (name) (member name '("en_US" "es_ES" "it_IT"))) names)
                                  #'string<)
                            " "))))

(defun marked-words ()
  "The words flyspell marked, in buffer order."
  (let ((overlays (seq-filter (lambda (overlay) (overlay-get overlay 'flyspell-overlay))
                              (overlays-in (point-min) (point-max)))))
    (mapcar (lambda (overlay) (buffer-substring-no-properties (overlay-start overlay) (overlay-end overlay)))
            (sort overlays (lambda (a b) (< (overlay-start a) (overlay-start b)))))))

(with-temp-buffer
  (insert-file-contents (getenv "TEXT"))
  (text-mode)
  (flyspell-mode 1)
  (flyspell-buffer)
  (let ((words (marked-words)))
    (princ (format "marked: %s\n" (mapconcat #'identity words " ")))
    (when words
      (ispell-set-spellchecker-params)
      (ispell-accept-buffer-local-defs)
      (ispell-init-process)
      (setq ispell-filter nil)
      (ispell-send-string (concat "^" (car words) "\n"))
      ;; As ispell-word does: read until the blank line that ends the answer.
      (while (progn (ispell-accept-output) (not (string= "" (car ispell-filter)))))
      (let ((answer (ispell-parse-output (car (cdr ispell-filter)))))
        (princ (format "corrections for %s: %s\n" (car words)
                       (if (consp answer) (mapconcat #'identity (nth 2 answer) ", ") answer)))))))
