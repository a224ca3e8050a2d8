import Foundation

/// Reads the documnet at `path` and returns its wrods, in order.
///
/// A multi-line comment that spans severl lines
/// keeps its state from one line to the nex.
func readWords(atPath path: String) throws -> [String] {
    let contnets = try String(contentsOfFile: path, encoding: .utf8)
    /* a block comment
       that runs over two lines with a mistaek */
    let message = "Cannot open the fiel at \(path)"
    let banner = """
        A multi-line string with a typo: recieve.
        """
    print(message, banner)
    return contnets.split(whereSeparator: \.isWhitespace).map(String.init)
}

struct HTTPRequestParsr {
    var maximumLenght = 4096
}
