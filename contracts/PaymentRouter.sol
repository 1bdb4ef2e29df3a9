// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title Payments between holders in one transaction: the holder's EIP-2612 permit, then the transfer.
/// @notice Only the operator (the service's key) may call it, because a permit names this router as
///         its spender, not the recipient: anyone else relaying a holder's signature could choose
///         another recipient. The permit consumes the holder's nonce, so a signature pays once.
contract PaymentRouter {
    using SafeERC20 for IERC20;

    address public immutable operator;

    error NotOperator();

    constructor(address operator_) {
        operator = operator_;
    }

    /// @notice Moves `amount` of `token` from `owner` to `to` under `owner`'s permit for this router.
    function transferWithPermit(
        address token,
        address owner,
        address to,
        uint256 amount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        if (msg.sender != operator) revert NotOperator();
        IERC20Permit(token).permit(owner, address(this), amount, deadline, v, r, s);
        IERC20(token).safeTransferFrom(owner, to, amount);
    }
}
