from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.put_user_body_role import PutUserBodyRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="PutUserBody")


@_attrs_define
class PutUserBody:
    """
    Attributes:
        name (str | Unset):
        email (str | Unset):
        role (PutUserBodyRole | Unset):
        permissions (list[str] | Unset):
    """

    name: str | Unset = UNSET
    email: str | Unset = UNSET
    role: PutUserBodyRole | Unset = UNSET
    permissions: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        email = self.email

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value

        permissions: list[str] | Unset = UNSET
        if not isinstance(self.permissions, Unset):
            permissions = self.permissions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if email is not UNSET:
            field_dict["email"] = email
        if role is not UNSET:
            field_dict["role"] = role
        if permissions is not UNSET:
            field_dict["permissions"] = permissions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        email = d.pop("email", UNSET)

        _role = d.pop("role", UNSET)
        role: PutUserBodyRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = PutUserBodyRole(_role)

        permissions = cast(list[str], d.pop("permissions", UNSET))

        put_user_body = cls(
            name=name,
            email=email,
            role=role,
            permissions=permissions,
        )

        put_user_body.additional_properties = d
        return put_user_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
