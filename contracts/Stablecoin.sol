// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// @title Fiat-backed stablecoin (one deployment per currency).
/// @notice The service (MINTER_ROLE) mints on deposit. It can only burn a holder's
///         tokens with that holder's own EIP-2612 permit, so the operator key alone
///         can never destroy an arbitrary balance.
contract Stablecoin is ERC20, ERC20Permit, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @param admin receives DEFAULT_ADMIN_ROLE (it grants MINTER_ROLE afterwards).
    constructor(string memory name_, string memory symbol_, address admin)
        ERC20(name_, symbol_)
        ERC20Permit(name_)
    {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// @notice Create `amount` (18-decimal units) for `to`.
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    /// @notice Burn `amount` from `owner`, authorised by `owner`'s permit naming the
    ///         caller as spender. The permit consumes the owner's nonce, so replaying
    ///         the same signature reverts; the allowance it sets is spent at once.
    function burnWithPermit(
        address owner,
        uint256 amount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external onlyRole(MINTER_ROLE) {
        permit(owner, msg.sender, amount, deadline, v, r, s);
        _spendAllowance(owner, msg.sender, amount);
        _burn(owner, amount);
    }
}
