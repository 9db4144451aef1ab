import Foundation

/// `kept --generate-completion-script bash|zsh|fish`: argument-parser's script, with the bash
/// one corrected where it gets in the way of a store.
///
/// Argument-parser registers its bash function with `complete -o filenames`, so bash treats
/// every candidate as a file name: inside a store `kept fr<TAB>` gives the folder `fridge/`
/// instead of the command `fridge `. Here only the folder option (`--store`) completes as file
/// names; subcommands, kinds and titles are words, and a title with a space or a quote is
/// inserted quoted (`Quiet\ evening`). The candidates kept prints are taken as lines, never
/// through `compgen -W`, which would expand a `$(…)` in a title.
enum CompletionScript {
    /// The shell named by `--generate-completion-script SHELL` (or `=SHELL`), if asked for.
    static func requestedShell(_ arguments: [String]) -> String? {
        for (i, argument) in arguments.enumerated() {
            if argument == "--generate-completion-script" { return i + 1 < arguments.count ? arguments[i + 1] : nil }
            if argument.hasPrefix("--generate-completion-script=") {
                return String(argument.dropFirst("--generate-completion-script=".count))
            }
        }
        return nil
    }

    /// bash splits `--where status=st` at the `=` (COMP_WORDBREAKS) before the script sees it:
    /// the pieces are joined again for kept, which offers whole conditions, and each is cut
    /// back to what follows the `=`, the part bash replaces.
    static let conditionValues = #"""
        __kept_complete() {
            local -i cw=COMP_CWORD at
            local field value
            if (( cw >= 3 )) && [[ "${COMP_WORDS[cw]}" = = && "${COMP_WORDS[cw-2]}" = --where ]]; then
                field="${COMP_WORDS[cw-1]}" value='' at=cw-1
            elif (( cw >= 4 )) && [[ "${COMP_WORDS[cw-1]}" = = && "${COMP_WORDS[cw-3]}" = --where ]]; then
                field="${COMP_WORDS[cw-2]}" value="${COMP_WORDS[cw]}" at=cw-2
            else
                _kept "$@"
                return
            fi
            local command word
            for word in "${COMP_WORDS[@]:1:at}"; do
                case "${word}" in list|search|pick|export) command="${word}"; break ;; esac
            done
            [[ -n "${command}" ]] || return 0
            local -a words=("${COMP_WORDS[@]::at}" "${field}=${value}")
            local completion
            COMPREPLY=()
            while IFS='' read -r completion; do
                [[ -z "${completion}" || "${completion}" != "${field}="* ]] && continue
                COMPREPLY+=("$(printf %q "${completion#"${field}="}")")
            done < <(SAP_SHELL=bash "${COMP_WORDS[0]}" ---completion "${command}" -- --where "${at}" "${#words[at]}" "${words[@]}" 2>/dev/null)
            return 0
        }


        """#

    static func adjusted(_ script: String, shell: String) -> String {
        if shell == "zsh" {
            // `status=` (a --where field) waits for its value: zsh adds no space after it.
            return script.replacingOccurrences(of: """
                    _describe -V '' non_empty_completions -- empty_completions -P $'\\'\\''
                }
                """, with: """
                    local -ar open_completions=("${(M)non_empty_completions[@]:#*=}")
                    local -ar closed_completions=("${non_empty_completions[@]:#*=}")
                    local -i found=1
                    _describe -V '' closed_completions -- empty_completions -P $'\\'\\'' && found=0
                    (( ${#open_completions} )) && _describe -V '' open_completions -S '' && found=0
                    return found
                }
                """)
        }
        guard shell == "bash" else { return script }
        var text = script
        text = text.replacingOccurrences(of: "complete -o filenames -F _kept kept", with: conditionValues + "complete -F __kept_complete kept")
        text = text.replacingOccurrences(of: "__kept_add_completions -W \"$(__kept_custom_complete ",
                                         with: "__kept_add_lines \"$(__kept_custom_complete ")
        text = text.replacingOccurrences(of: "__kept_add_completions -d", with: "compopt -o filenames 2>/dev/null; __kept_add_completions -d")
        text = text.replacingOccurrences(of: "__kept_add_completions -f", with: "compopt -o filenames 2>/dev/null; __kept_add_completions -f")
        text = text.replacingOccurrences(of: "__kept_custom_complete() {", with: """
            # kept's candidates, one a line, already matched to the word: each becomes one
            # word, quoted as the shell reads it back unless the user opened a quote.
            __kept_add_lines() {
                local completion
                while IFS='' read -r completion; do
                    [[ -z "${completion}" ]] && continue
                    if [[ "${COMP_WORDS[COMP_CWORD]}" = [\\"\\']* ]]; then
                        COMPREPLY+=("${completion}")
                    else
                        COMPREPLY+=("$(printf %q "${completion}")")
                    fi
                done <<< "${1}"
                # `status=`: the value comes next, right after it.
                [[ "${#COMPREPLY[@]}" -eq 1 && "${COMPREPLY[0]}" = *= ]] && compopt -o nospace 2>/dev/null
                return 0
            }

            __kept_custom_complete() {
            """)
        return text
    }
}
