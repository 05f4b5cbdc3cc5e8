import SwiftScan
